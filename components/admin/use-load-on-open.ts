"use client";

import { useRef, useState } from "react";

type Request<T> = (signal: AbortSignal) => Promise<T>;

/**
 * What a panel or dialog shows, loaded afresh each time it opens (`show`): `data` is null while it
 * loads, `failed` says the request did not work, and `onError` hears why. Opening again aborts the
 * request before, and closing aborts the one under way, so an answer never lands in a later
 * opening. `more` loads into the same opening (a next page), folded in by `merge`.
 */
export function useLoadOnOpen<T>() {
  const [open, setOpenState] = useState(false);
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const opening = useRef<AbortController | null>(null);

  async function run(controller: AbortController, request: Request<T>, apply: (value: T) => void, onError?: (error: unknown) => void) {
    try {
      const value = await request(controller.signal);
      if (!controller.signal.aborted) apply(value);
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailed(true);
      onError?.(error);
    }
  }

  function setOpen(next: boolean) {
    if (!next) opening.current?.abort();
    setOpenState(next);
  }

  function show(request: Request<T>, onError?: (error: unknown) => void) {
    opening.current?.abort();
    const controller = new AbortController();
    opening.current = controller;
    setOpenState(true);
    setData(null);
    setFailed(false);
    return run(controller, request, setData, onError);
  }

  function more(request: Request<T>, merge: (shown: T, next: T) => T) {
    const controller = opening.current;
    if (!controller) return Promise.resolve();
    return run(controller, request, (next) => setData((shown) => (shown ? merge(shown, next) : next)));
  }

  return { open, setOpen, data, failed, show, more };
}
