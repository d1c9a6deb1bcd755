import type { ReactNode } from "react";

/** A section named by its heading (aria-labelledby names the h2), so assistive technology lists it by that name. */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
