import { SITE_NAME } from "@/lib/site";
import { env } from "../platform/env";

export type Rendered = { subject: string; html: string; text: string };

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The layout's escaping, for a value the outbox puts into a rendered body (server/mail/outbox.ts). */
export const escapeHtml = escape;

const UNSUBSCRIBE_NOTE = "Recibes este aviso porque aceptaste los correos comerciales del club.";

/** An absolute address on the site (SITE_URL), for the links of an e-mail. */
export const siteLink = (path: string) => new URL(path, env().SITE_URL).toString();

/**
 * The club's e-mail: a heading, paragraphs, an optional button, in HTML and plain text. Every value
 * is escaped; the only markup is the layout's own.
 */
export function renderEmail({
  subject,
  heading,
  paragraphs,
  action,
  unsubscribe,
}: {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A commercial e-mail's "Darse de baja" page (server/mail/unsubscribe.ts), in its footer. */
  unsubscribe?: string;
}): Rendered {
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#f5f3ee;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:13px;color:#92400e;font-weight:bold;letter-spacing:.04em">${escape(SITE_NAME)}</td></tr>
<tr><td><h1 style="font-size:22px;margin:16px 0">${escape(heading)}</h1></td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px;white-space:pre-line">${escape(p)}</td></tr>`).join("\n")}
${action ? `<tr><td style="padding:16px 0"><a href="${escape(action.url)}" style="background:#b45309;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escape(action.label)}</a></td></tr>` : ""}
<tr><td style="font-size:12px;color:#78716c;padding-top:16px">${escape(SITE_NAME)} · <a href="${escape(siteLink("/"))}" style="color:#78716c">${escape(siteLink("/"))}</a></td></tr>
${unsubscribe ? `<tr><td style="font-size:12px;color:#78716c;padding-top:8px">${escape(UNSUBSCRIBE_NOTE)} <a href="${escape(unsubscribe)}" style="color:#78716c">Darse de baja</a></td></tr>` : ""}
</table></td></tr></table></body></html>`;
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    `${SITE_NAME} · ${siteLink("/")}`,
    ...(unsubscribe ? ["", `${UNSUBSCRIBE_NOTE} Darse de baja: ${unsubscribe}`] : []),
  ].join("\n");
  return { subject, html, text };
}
