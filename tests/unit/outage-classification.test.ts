import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { AppError, MESSAGES } from "@/server/core/errors";
import { errorResponse } from "@/server/api/handler";
import { isDatabaseUnavailable, outageOf } from "@/server/platform/outage";
import { StorageError } from "@/server/platform/storage";

const prismaError = (code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError("Invalid invocation", { code, clientVersion: "7", meta });
const adapterError = (cause: Record<string, unknown>, code = "P2010") =>
  prismaError(code, { driverAdapterError: { name: "DriverAdapterError", cause } });
const networkError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["Prisma P1001 (can't reach the server)", prismaError("P1001")],
    ["Prisma P1017 (the server closed the connection)", prismaError("P1017")],
    ["Prisma P2024 (timed out waiting for a pooled connection)", prismaError("P2024")],
    [
      "the adapter's DatabaseNotReachable, as a raw query reports it (P2010)",
      adapterError({ kind: "DatabaseNotReachable", host: "db", port: 5432 }),
    ],
    ["the adapter's ConnectionClosed", adapterError({ kind: "ConnectionClosed" })],
    ["the adapter's SocketTimeout", adapterError({ kind: "SocketTimeout" })],
    ["the adapter's TooManyConnections", adapterError({ kind: "TooManyConnections", cause: "too many" })],
    ["57P01 admin shutdown (the server is stopping)", adapterError({ kind: "postgres", code: "57P01", originalCode: "57P01" })],
    ["57P03 cannot connect now (the server is starting)", adapterError({ kind: "postgres", originalCode: "57P03" })],
    ["08006 connection failure", adapterError({ kind: "postgres", originalCode: "08006" })],
    ["pg's own 57P01", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["ECONNREFUSED", networkError("ECONNREFUSED")],
    ["ECONNRESET", networkError("ECONNRESET")],
    ["every address refused (AggregateError)", new AggregateError([networkError("ECONNREFUSED"), networkError("ECONNREFUSED")])],
    ["pg's lost connection", new Error("Connection terminated unexpectedly")],
    ["pg's pool timeout", new Error("timeout exceeded when trying to connect")],
    ["a connection past its connect deadline", new Error("timeout expired")],
    ["PGlite once closed", new Error("PGlite is closed")],
    [
      'P1001\'s text once a "use cache" boundary dropped its code',
      new Error("Invalid `db.operation.findMany()` invocation: Can't reach database server at 127.0.0.1:5432"),
    ],
    ["wrapped as a cause", new Error("query failed", { cause: networkError("ECONNREFUSED") })],
  ])("%s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(outageOf(error)).toBe("database");
  });

  it.each([
    ["a unique violation (P2002)", prismaError("P2002")],
    ["a missing row (P2025)", prismaError("P2025")],
    ["a refused value (22P02)", adapterError({ kind: "postgres", originalCode: "22P02" })],
    ["a syntax error (42601)", adapterError({ kind: "postgres", originalCode: "42601" })],
    ["wrong credentials", adapterError({ kind: "AuthenticationFailed", user: "club" })],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["an AppError", new AppError("invalid", "Datos no válidos")],
    ["nothing useful", "a string"],
    ["null", null],
  ])("not %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(outageOf(error)).toBeNull();
  });

  it("stops at a cycle of causes", () => {
    const error = new Error("loop") as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("outageOf the object store", () => {
  it("is storage only for StorageError unavailable", () => {
    expect(outageOf(new StorageError("unavailable", "timed out"))).toBe("storage");
    expect(outageOf(new StorageError("not_found", "no file"))).toBeNull();
    expect(outageOf(new StorageError("size_mismatch", "short"))).toBeNull();
  });
});

describe("errorResponse", () => {
  const request = new Request("http://localhost:3000/api/operations", { headers: { "x-request-id": "req-1" } });

  it("answers a database outage 503 with Retry-After and the Spanish message", async () => {
    const response = errorResponse(adapterError({ kind: "DatabaseNotReachable" }), request);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: MESSAGES.databaseUnavailable, requestId: "req-1" });
  });

  it("answers a store outage 503 with Retry-After and its own message", async () => {
    const response = errorResponse(new StorageError("unavailable", "timed out"), request);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(((await response.json()) as { error: string }).error).toBe(MESSAGES.storageUnavailable);
  });

  it("keeps anything else a 500 quoting the request id", async () => {
    const response = errorResponse(new TypeError("bug"), request);
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(((await response.json()) as { error: string }).error).toContain("req-1");
  });
});
