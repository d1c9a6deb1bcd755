// The end-to-end server's mailbox (tests/e2e/server.ts): an SMTP server on loopback that keeps each
// message it receives as a JSON file { to, subject, text } in E2E_MAIL_DIR, so that a spec can follow
// a link only the recipient gets (mailbox() in tests/e2e/fixtures.ts). Started with the server, and
// stopped with it (Playwright ends the whole process group).
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error("mail-catcher: E2E_SMTP_PORT and E2E_MAIL_DIR are required");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let received = 0;
new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const message = {
          to: mail.to
            ? [mail.to]
                .flat()
                .map((to) => to.text)
                .join(", ")
            : "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
        };
        fs.writeFileSync(path.join(dir, `${Date.now()}-${received++}.json`), JSON.stringify(message));
        callback();
      })
      .catch(callback);
  },
}).listen(port, "127.0.0.1");
