import { plainText } from "./fields";
import { hasForbiddenCharacters } from "./text";
import { z } from "./zod";

/** Sign-in and sign-up forms, shared by the pages and the routes. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A password being chosen: no control characters (no keyboard types them). Sign-in checks any password as it is. */
function newPassword() {
  return plainText(
    z
      .string({ error: "La contraseña es requerida" })
      .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`)
      .max(PASSWORD_MAX, `La contraseña no puede superar ${PASSWORD_MAX} caracteres`),
  );
}

const email = z
  .string({ error: "El email es requerido" })
  .trim()
  .toLowerCase()
  .min(1, "El email es requerido")
  .max(254, "Email inválido")
  .pipe(z.email("Email inválido"));

export const signInSchema = z
  .object({
    email,
    password: z.string({ error: "La contraseña es requerida" }).min(1, "La contraseña es requerida").max(PASSWORD_MAX, "Contraseña inválida"),
  })
  .strict();

/** "¿Has olvidado tu contraseña?": the account's e-mail. */
export const forgotPasswordSchema = z.object({ email }).strict();
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const signUpSchema = z
  .object({
    firstName: plainText(z.string({ error: "El nombre es requerido" }).trim().min(1, "El nombre es requerido").max(100, "El nombre es demasiado largo")),
    lastName: plainText(z.string({ error: "El apellido es requerido" }).trim().min(1, "El apellido es requerido").max(100, "El apellido es demasiado largo")),
    email,
    password: newPassword(),
  })
  .strict();

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Where to go after signing in: only a path of this site, never another host. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/handler/") || value.startsWith("/api/")) return fallback;
  return value;
}

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "El enlace no es válido o ha caducado" })
      .trim()
      .min(1, "El enlace no es válido o ha caducado")
      .max(200, "El enlace no es válido o ha caducado")
      .refine((token) => !hasForbiddenCharacters(token), "El enlace no es válido o ha caducado"),
    password: newPassword(),
  })
  .strict();
