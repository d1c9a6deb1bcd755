import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on the loopback address for a test, and a nodemailer transport to it. It keeps
 * every message it accepts, parsed; `refuse` makes it answer each message with an SMTP error;
 * `acknowledgeAfter` makes it answer each message that many milliseconds after receiving it (a slow
 * but healthy server); `onReceived` is told of each message as soon as it is received.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refuse: null as string | null, delayMs: 0, onReceived: (_mail: ParsedMail) => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuse) return callback(Object.assign(new Error(state.refuse), { responseCode: 550 }));
          received.push(mail);
          state.onReceived(mail);
          setTimeout(callback, state.delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    transport,
    received,
    refuse(message: string | null) {
      state.refuse = message;
    },
    acknowledgeAfter(ms: number) {
      state.delayMs = ms;
    },
    onReceived(listener: (mail: ParsedMail) => void) {
      state.onReceived = listener;
    },
    async stop() {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
