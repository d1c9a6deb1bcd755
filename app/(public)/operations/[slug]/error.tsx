"use client";

import OperationNotFound from "./not-found";

/** A load error shows the same page as an unknown operation (docs/specification.md §8). */
export default function OperationError() {
  return <OperationNotFound />;
}
