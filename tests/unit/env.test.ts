import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/platform/env";

describe("the validated configuration (server/platform/env.ts)", () => {
  it("gives every variable its default when nothing is set", () => {
    const e = parseEnv({});
    expect(e).toMatchObject({
      PORT: 3000,
      HOSTNAME: "localhost",
      NEXT_DIST_DIR: ".next",
      NEXT_BUILD_TYPECHECK: "on",
      SITE_URL: "http://localhost:3000",
      SITE_URL_GIVEN: false,
    });
  });

  it("gives the object store deadlines sane defaults and refuses nonsense", () => {
    expect(parseEnv({})).toMatchObject({ STORAGE_CONNECT_TIMEOUT_MS: 3_000, STORAGE_TIMEOUT_MS: 15_000 });
    expect(parseEnv({ STORAGE_TIMEOUT_MS: "60000" }).STORAGE_TIMEOUT_MS).toBe(60_000);
    expect(() => parseEnv({ STORAGE_TIMEOUT_MS: "0" })).toThrow("STORAGE_TIMEOUT_MS debe ser un número entero entre 500 y 600000");
    expect(() => parseEnv({ STORAGE_CONNECT_TIMEOUT_MS: "pronto" })).toThrow("STORAGE_CONNECT_TIMEOUT_MS debe ser un número entero");
  });

  it("treats NAME= (a .env copied from .env.example) as unset", () => {
    const e = parseEnv({ PORT: "", BETTER_AUTH_URL: "", PUBLIC_RESPONSE_CACHE: "", SITE_URL: "" });
    expect(e).toMatchObject({ PORT: 3000, PUBLIC_RESPONSE_CACHE: "on", SITE_URL_GIVEN: false });
    expect(e.BETTER_AUTH_URL).toBeUndefined();
  });

  it("reads port, host, build folder and site address", () => {
    const e = parseEnv({ PORT: "8080", HOSTNAME: "0.0.0.0", NEXT_DIST_DIR: ".next-prod", SITE_URL: "https://club.example.es" });
    expect(e).toMatchObject({
      PORT: 8080,
      HOSTNAME: "0.0.0.0",
      NEXT_DIST_DIR: ".next-prod",
      SITE_URL: "https://club.example.es",
      SITE_URL_GIVEN: true,
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT debe ser un número entero entre 0 y 65535"],
    [{ PORT: "70000" }, "PORT debe ser un número entero entre 0 y 65535"],
    [{ HOSTNAME: "  " }, "HOSTNAME no puede estar vacío"],
    [{ NEXT_DIST_DIR: "/tmp/out" }, "NEXT_DIST_DIR debe ser una carpeta dentro del proyecto"],
    [{ NEXT_DIST_DIR: "../fuera" }, "NEXT_DIST_DIR debe ser una carpeta dentro del proyecto"],
    [{ SITE_URL: "club.example.es" }, "SITE_URL debe ser una dirección completa"],
    [{ TRUSTED_PROXY_HOPS: "-1" }, "TRUSTED_PROXY_HOPS debe ser un número entero entre 0 y 10"],
    [{ PUBLIC_RESPONSE_CACHE: "sí" }, "PUBLIC_RESPONSE_CACHE debe ser on u off"],
    [{ NEXT_BUILD_TYPECHECK: "no" }, "NEXT_BUILD_TYPECHECK debe ser on u off"],
    [{ NODE_ENV: "staging" }, "NODE_ENV debe ser development, production o test"],
  ])("refuses %o with a Spanish message naming the variable", (vars, message) => {
    expect(() => parseEnv(vars)).toThrow(message);
    expect(() => parseEnv(vars)).toThrow(/^Configuración no válida: .*Revisa \.env\.example\.$/);
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "abc", SITE_URL: "nope" })).toThrow(/SITE_URL .*; PORT /);
  });
});
