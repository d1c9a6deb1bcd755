import { breakable } from "@/components/shared/breakable";
import { describeChanges, type AuditChange, type ReferenceNames } from "@/lib/audit";

/** What a row changed, one line per field (a long list shows its first lines and opens on demand). */
export function ChangeList({ changes, entity, names }: { changes: AuditChange[] | null; entity: string; names?: ReferenceNames }) {
  const lines = describeChanges(changes, entity, names);
  if (!lines.length) return <span className="text-muted-foreground">—</span>;
  const shown = lines.length > 4 ? lines.slice(0, 3) : lines;
  const list = (items: string[]) => (
    <ul className="grid gap-0.5">
      {items.map((line, index) => (
        <li key={index} className="max-w-md [overflow-wrap:break-word]">
          {breakable(line)}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="text-xs">
      {list(shown)}
      {shown.length < lines.length && (
        <details>
          <summary className="cursor-pointer text-muted-foreground">{`Ver ${lines.length - shown.length} cambios más`}</summary>
          {list(lines.slice(shown.length))}
        </details>
      )}
    </div>
  );
}
