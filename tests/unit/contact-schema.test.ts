import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "@/lib/validations/contact";
import { fieldErrors } from "@/lib/validations/field-errors";

const valid = { name: "Ana García", email: "ana@correo.example", phone: "+34 600 111 222", message: "Hola", acceptPrivacy: true };
const CONSENT = "Debes aceptar la Política de Privacidad";

function errorsOf(input: unknown) {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact message schema", () => {
  it("accepts a valid message, trims it and drops an empty phone", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Ana  " }).name).toBe("Ana");
    expect(contactMessageSchema.parse({ ...valid, phone: "" }).phone).toBeUndefined();
    expect(contactMessageSchema.parse({ name: "A", email: "a@b.es", message: "m", acceptPrivacy: true }).phone).toBeUndefined();
  });

  it("requires name, email and message with the Spanish messages", () => {
    expect(errorsOf({ name: "", email: "", message: "", acceptPrivacy: true })).toEqual({
      name: "El nombre es requerido",
      email: "El email es requerido",
      message: "El mensaje es requerido",
    });
    expect(errorsOf({})).toEqual({
      name: "El nombre es requerido",
      email: "El email es requerido",
      message: "El mensaje es requerido",
      acceptPrivacy: CONSENT,
    });
    expect(errorsOf({ ...valid, name: "   " })).toEqual({ name: "El nombre es requerido" });
  });

  it("requires the privacy notice accepted: exactly true", () => {
    for (const acceptPrivacy of [false, "true", "on", 1, null, undefined])
      expect(errorsOf({ ...valid, acceptPrivacy })).toEqual({ acceptPrivacy: CONSENT });
  });

  it("rejects an invalid e-mail", () => {
    expect(errorsOf({ ...valid, email: "ana@" })).toEqual({ email: "Email inválido" });
    expect(errorsOf({ ...valid, email: "no es un email" })).toEqual({ email: "Email inválido" });
  });

  it("rejects a phone with letters and over-long fields", () => {
    expect(errorsOf({ ...valid, phone: "llámame" })).toEqual({ phone: "Teléfono inválido" });
    expect(errorsOf({ ...valid, name: "x".repeat(121) })).toEqual({ name: "El nombre no puede superar 120 caracteres" });
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: "El mensaje no puede superar 5000 caracteres",
    });
  });

  it("refuses control characters: none in one-line fields, tab and line breaks in the message", () => {
    expect(errorsOf({ ...valid, name: "Ana\u0000", phone: "600\n111", message: "Hola\u0000" })).toEqual({
      name: "Contiene caracteres no permitidos",
      phone: "Contiene caracteres no permitidos",
      message: "Contiene caracteres no permitidos",
    });
    expect(errorsOf({ ...valid, message: "Hola,\r\n\tuna pregunta" })).toEqual({});
  });

  it("rejects unknown fields", () => {
    expect(errorsOf({ ...valid, role: "admin" })).toEqual({ role: "Campo no permitido" });
  });

  it("rejects values of the wrong type with a Spanish message", () => {
    expect(errorsOf({ ...valid, name: 42 })).toEqual({ name: "El nombre es requerido" });
  });
});
