import net from "node:net";
import tls from "node:tls";

/** How long the SMTP check waits for the server's greeting (readiness cuts every check at 2 s). */
export const SMTP_PROBE_TIMEOUT_MS = 1_500;

/**
 * Whether the SMTP server of `url` (smtp:// or smtps://, as SMTP_URL) accepts a connection and
 * greets with `220` within `timeoutMs`; then says QUIT. No credentials are sent and no mail: it
 * tells whether the server answers, not whether it will take a message. The socket is destroyed at
 * the deadline, so a frozen server leaves nothing open.
 */
export function smtpAnswers(url: string, timeoutMs = SMTP_PROBE_TIMEOUT_MS): Promise<boolean> {
  const target = new URL(url);
  const secure = target.protocol === "smtps:";
  // nodemailer's defaults for the same address.
  const port = Number(target.port) || (secure ? 465 : 587);
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  return new Promise((resolve) => {
    let received = "";
    let done = false;
    const socket = secure
      ? // A liveness probe: the sender checks the certificate when it sends.
        tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: false })
      : net.connect({ host, port });
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(answered: boolean) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (answered) socket.end("QUIT\r\n");
      else socket.destroy();
      resolve(answered);
    }
    socket.setEncoding("latin1");
    socket.on("error", () => finish(false));
    socket.on("close", () => finish(false));
    socket.on("data", (chunk: string) => {
      received += chunk;
      // The greeting may span several lines ("220-…"); its last line is "220 …". Anything else (421, 554) is a refusal.
      const lines = received.split("\r\n");
      const last = lines.slice(0, -1).find((line) => !/^\d{3}-/.test(line));
      if (last !== undefined) finish(last.startsWith("220"));
      else if (received.length > 4096) finish(false);
    });
  });
}
