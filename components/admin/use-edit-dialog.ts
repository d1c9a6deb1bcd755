"use client";

import { useState } from "react";

/** The create/edit dialog of an admin list: `edit(row)` opens it on a row, `edit(null)` empty. */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (row: T | null) => {
    setEditing(row);
    setOpen(true);
  };
  return { editing, open, setOpen, edit };
}
