import { describe, expect, it } from "vitest";
import { parseCreateAdminArgs } from "@/scripts/create-admin-args";

describe("the command line of npm run create-admin", () => {
  it("reads the options, e-mail in lower case", () => {
    expect(parseCreateAdminArgs(["--email", "Ana@Club.example", "--password", "clave-muy-segura", "--first-name", "Ana"])).toEqual({
      email: "ana@club.example",
      password: "clave-muy-segura",
      firstName: "Ana",
      lastName: "",
    });
  });

  it.each([
    [["--password", "clave-muy-segura", "--first-name", "Ana"], "--email es obligatorio"],
    [["--email", "ana@club.example", "--first-name", "Ana"], "--password es obligatorio"],
    [["--email", "ana@club.example", "--password", "clave-muy-segura"], "--first-name es obligatorio"],
    [["--email", "no-email", "--password", "clave-muy-segura", "--first-name", "Ana"], "--email no es un email válido"],
    [["--email", "ana@club.example", "--password", "corta", "--first-name", "Ana"], "--password debe tener al menos 8 caracteres"],
    [["--email", "ana@club.example", "--password", "clave-muy-segura", "--first-name", "  "], "--first-name es obligatorio"],
    [["--email"], "Argumentos no válidos"],
    [["--role", "admin"], "Argumentos no válidos"],
  ])("refuses %j: %s", (argv, message) => {
    expect(() => parseCreateAdminArgs(argv)).toThrow(message);
  });
});
