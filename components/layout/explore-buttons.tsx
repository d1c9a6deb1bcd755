import Link from "next/link";
import { ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Explorar Operaciones" and a second way on beside it (stacked on a phone): the public pages' calls to action. */
export function ExploreButtons({ then, className = "" }: { then: { href: string; label: string }; className?: string }) {
  return (
    <div className={`flex flex-col justify-center gap-3 sm:flex-row ${className}`}>
      <Button asChild size="lg">
        <Link href="/operations">
          Explorar Operaciones <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href={then.href}>{then.label}</Link>
      </Button>
    </div>
  );
}
