"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link that prefetches its page once a person shows they may follow it — hover, focus, touch — instead of as soon
 * as it is on screen (issue 67, item 6): a sidebar of 20 links no longer downloads 20 pages with every page it is on.
 * Next's documented hover-triggered prefetch (`prefetch={null}` restores the default once intent is shown).
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const shown = () => setIntent(true);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        shown();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        shown();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        shown();
        onTouchStart?.(event);
      }}
    />
  );
}
