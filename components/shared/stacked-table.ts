/**
 * Below 768 px a stacked table shows each row as a card of "header: value" lines, so that a phone
 * sees every value (the amount, "Descargar", a row's actions beside its name) without scrolling
 * sideways: the same table, restyled (RowsTable, the back-office's DataTable). Its roles are given
 * back explicitly, since a table displayed as blocks loses them in some browsers; the headers stay
 * for screen readers, and each cell's visible label (its `data-label`) has empty alternative text
 * so that it is not read twice. A footer's cells (totals) stack the same way, without labels.
 */
export const STACKED = {
  /**
   * The body cells' phone layout is set once, on the table (its `>tbody>tr>td`), not on every cell: a cell's own
   * classes were ~400 characters each, repeated in the HTML and in the page's payload for every cell of every row.
   * The child selector outranks a cell's own utilities on a phone, as the `max-md:` variants on each cell did.
   */
  table:
    "max-md:block max-md:[&>tbody>tr>td]:flex max-md:[&>tbody>tr>td]:min-w-0 max-md:[&>tbody>tr>td]:items-baseline max-md:[&>tbody>tr>td]:justify-between max-md:[&>tbody>tr>td]:gap-3 max-md:[&>tbody>tr>td]:px-0 max-md:[&>tbody>tr>td]:py-1 max-md:[&>tbody>tr>td]:text-right max-md:[&>tbody>tr>td]:whitespace-normal max-md:[&>tbody>tr>td]:[overflow-wrap:break-word] max-md:[&>tbody>tr>td>*]:min-w-0 max-md:[&>tbody>tr>td]:before:shrink-0 max-md:[&>tbody>tr>td]:before:text-left max-md:[&>tbody>tr>td]:before:text-muted-foreground max-md:[&>tbody>tr>td]:before:content-[attr(data-label)_/_'']",
  header: "max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "max-md:block max-md:rounded-lg max-md:border max-md:last:border! max-md:px-3 max-md:py-2",
  footer:
    "max-md:mt-3 max-md:block max-md:rounded-lg max-md:border max-md:px-3 max-md:py-2 max-md:[&_tr]:flex max-md:[&_tr]:flex-wrap max-md:[&_tr]:justify-between max-md:[&_tr]:gap-x-3 max-md:[&_td]:block max-md:[&_td]:px-0 max-md:[&_td]:py-1 max-md:[&_td]:whitespace-normal",
} as const;
