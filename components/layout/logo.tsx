import Link from "next/link";
import { SITE_NAME } from "@/lib/site";

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 font-semibold tracking-tight" aria-label={`${SITE_NAME}, inicio`}>
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground" aria-hidden>
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 11.5 12 4l9 7.5" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M5.5 10v9.5h13V10" strokeLinejoin="round" />
          <circle cx="12" cy="14" r="2" />
          <path d="M12 16v3.5" strokeLinecap="round" />
        </svg>
      </span>
      <span className="text-base sm:text-lg">{SITE_NAME}</span>
    </Link>
  );
}
