import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env";

const holder = globalThis as typeof globalThis & { __clubMailTransport?: { url: string; transport: Transporter } };

/** The SMTP connection of SMTP_URL (pooled, one per process), or null when mail stays in the outbox. */
export function mailTransport(url = env().SMTP_URL): Transporter | null {
  if (!url) return null;
  if (holder.__clubMailTransport?.url !== url) {
    holder.__clubMailTransport?.transport.close();
    holder.__clubMailTransport = {
      url,
      transport: nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return holder.__clubMailTransport.transport;
}
