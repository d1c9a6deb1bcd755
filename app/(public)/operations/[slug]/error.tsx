"use client";

import OperationNotFound from "./not-found";

/** A load error shows the same page as an unknown operation (specification §8). */
export default function OperationError() {
  return <OperationNotFound />;
}
