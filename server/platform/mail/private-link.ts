// Not `server-only`: the e-mail worker (server/platform/mail/worker.ts) runs outside Next's bundles.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { authSecret } from "../auth-config";

/**
 * One-time links (set or reset a password) never stand in an e-mail's stored body: the body holds
 * this placeholder, which is what Correo saliente shows, and the link is kept apart in
 * `emails.private_link`, sealed (AES-256-GCM) with a key derived from the auth secret, so that a
 * copy of the database alone does not hold a usable link either. The worker opens it and puts it
 * in place of the placeholder only in what it hands to SMTP, and erases it once the e-mail is sent.
 */
export const PRIVATE_LINK = "[enlace privado]";

const key = () => createHash("sha256").update(`club-private-link:${authSecret()}`).digest();

export function sealLink(link: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(link, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export function openLink(sealed: string): string {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) throw new Error("private link: malformed");
  const decipher = createDecipheriv("aes-256-gcm", key(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
}

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const placeholderHtml = escapeHtml(PRIVATE_LINK);

/** The body as sent: the placeholder replaced by the opened link (escaped in the HTML). */
export function revealLink(body: { html: string; text: string }, sealed: string | null): { html: string; text: string } {
  if (!sealed) return body;
  const link = openLink(sealed);
  return { html: body.html.split(placeholderHtml).join(escapeHtml(link)), text: body.text.split(PRIVATE_LINK).join(link) };
}
