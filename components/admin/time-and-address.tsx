import { formatDateTime } from "@/lib/format";

/** When something happened and from which network address, as the history and the downloads show it. */
export function TimeAndAddress({ at, address, className }: { at: string; address: string | null; className: string }) {
  return (
    <span className={className}>
      {formatDateTime(at)}
      {address ? ` · ${address}` : ""}
    </span>
  );
}
