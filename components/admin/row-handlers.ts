/** What a back-office table's row actions call: open its edit dialog, delete it (true when deleted). */
export type RowHandlers<T> = {
  edit: (row: T) => void;
  remove: (id: string, reason?: string) => Promise<boolean>;
};
