import { plainText, trimmedString } from "./fields";
import { hasForbiddenCharacters } from "./text";
import * as z from "./zod";
import { acceptPrivacy } from "./legal";

/** Sign-in and sign-up forms, shared by the pages and the routes. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A password being chosen: no control characters (no keyboard types them). Sign-in checks any password as it is. */
function newPassword() {
  return plainText(
    z
      .string({ error: "La contraseña es requerida" })
      .check(
        z.minLength(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`),
        z.maxLength(PASSWORD_MAX, `La contraseña no puede superar ${PASSWORD_MAX} caracteres`),
      ),
  );
}

const email = z.pipe(
  z
    .string({ error: "El email es requerido" })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, "El email es requerido"), z.maxLength(254, "Email inválido")),
  z.email("Email inválido"),
);

const personName = (required: string, tooLong: string) => plainText(trimmedString(required, { min: 1, max: 100, tooLong }));

export const signInSchema = z.strictObject({
  email,
  password: z
    .string({ error: "La contraseña es requerida" })
    .check(z.minLength(1, "La contraseña es requerida"), z.maxLength(PASSWORD_MAX, "Contraseña inválida")),
});

/** "¿Has olvidado tu contraseña?": the account's e-mail. */
export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const signUpSchema = z.strictObject({
  firstName: personName("El nombre es requerido", "El nombre es demasiado largo"),
  lastName: personName("El apellido es requerido", "El apellido es demasiado largo"),
  email,
  password: newPassword(),
  acceptPrivacy,
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Where to go after signing in: only a path of this site, never another host. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/handler/") || value.startsWith("/api/")) return fallback;
  return value;
}

const INVALID_LINK = "El enlace no es válido o ha caducado";

export const resetPasswordSchema = z.strictObject({
  token: z.string({ error: INVALID_LINK }).check(
    z.trim(),
    z.minLength(1, INVALID_LINK),
    z.maxLength(200, INVALID_LINK),
    z.refine((token: string) => !hasForbiddenCharacters(token), INVALID_LINK),
  ),
  password: newPassword(),
});

/** Seguridad: a new password, given with the current one. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: "Escribe tu contraseña actual" })
    .check(z.minLength(1, "Escribe tu contraseña actual"), z.maxLength(PASSWORD_MAX, "La contraseña actual no es correcta")),
  newPassword: newPassword(),
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
