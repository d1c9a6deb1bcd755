import { inspect } from "node:util";
import { errorField, logger } from "./logger";
import { requestContext } from "../request/request-context";

/**
 * In production, what Next and the libraries print with console.error / console.warn (a failed
 * render, a warning) becomes one JSON line of the logger too, with the request id when it happens
 * while a request is being answered.
 */
export function routeConsoleToLogger(): void {
  console.error = (...args: unknown[]) => logger().error(line(args));
  console.warn = (...args: unknown[]) => logger().warn(line(args));
}

function line(args: unknown[]) {
  const error = args.find((arg) => arg instanceof Error);
  const text = args
    .filter((arg) => arg !== error)
    .map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: 3, breakLength: Infinity })))
    .join(" ");
  const requestId = requestContext()?.requestId;
  return {
    msg: text || (error instanceof Error ? error.message : "error"),
    ...(requestId ? { requestId } : {}),
    ...(error ? { error: errorField(error) } : {}),
  };
}
