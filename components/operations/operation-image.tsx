import { getImageProps } from "next/image";

export const PLACEHOLDER_IMAGE = "/images/operations/placeholder.webp";

/**
 * An operation's picture, optimised and responsive like next/image, rendered as a plain <img>
 * from getImageProps: no client component, so no JavaScript for the public pages.
 */
export function OperationImage({ src, alt, sizes, priority = false }: { src: string | null; alt: string; sizes: string; priority?: boolean }) {
  const { props } = getImageProps({ src: src || PLACEHOLDER_IMAGE, alt, fill: true, sizes, priority, className: "object-cover" });
  // eslint-disable-next-line @next/next/no-img-element -- the props come from getImageProps (optimised, responsive)
  return <img {...props} alt={alt} />;
}
