/**
 * Below 768 px a stacked table shows each row as a card of "header: value" lines, so that a phone
 * sees every value (the amount, "Descargar", a row's actions beside its name) without scrolling
 * sideways: the same table, restyled (RowsTable, the back-office's DataTable). Its roles are given
 * back explicitly, since a table displayed as blocks loses them in some browsers; the headers stay
 * for screen readers, and each cell's visible label (its `data-label`) has empty alternative text
 * so that it is not read twice. A footer's cells (totals) stack the same way, without labels.
 */
export const STACKED = {
  table: "max-md:block",
  header: "max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "max-md:block max-md:rounded-lg max-md:border max-md:last:border! max-md:px-3 max-md:py-2",
  cell: "max-md:flex max-md:min-w-0 max-md:items-baseline max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:whitespace-normal max-md:[overflow-wrap:break-word] max-md:[&>*]:min-w-0 max-md:before:shrink-0 max-md:before:text-left max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)_/_'']",
  footer:
    "max-md:mt-3 max-md:block max-md:rounded-lg max-md:border max-md:px-3 max-md:py-2 max-md:[&_tr]:flex max-md:[&_tr]:flex-wrap max-md:[&_tr]:justify-between max-md:[&_tr]:gap-x-3 max-md:[&_td]:block max-md:[&_td]:px-0 max-md:[&_td]:py-1 max-md:[&_td]:whitespace-normal",
} as const;
