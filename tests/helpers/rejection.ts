import { expect } from "vitest";

/** The error `promise` is rejected with, which must be an instance of `type` (a promise that fulfils fails the test). */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
