// Run as a separate process by tests/standalone/mail-crash.test.ts: one pass of the e-mail worker on
// the database of DATABASE_URL, to the SMTP server given, with the claim length given (ms). The test
// kills it with SIGKILL while the SMTP server holds its message.
import { mailTransport } from "../../server/platform/mail/transport";
import { runMailWorkerOnce } from "../../server/platform/mail/worker";

const [smtpUrl, claimMs] = process.argv.slice(2);
if (!smtpUrl || !claimMs) throw new Error("usage: mail-worker-child <smtpUrl> <claimMs>");
console.log("sending");
await runMailWorkerOnce(mailTransport(smtpUrl), { claimMs: Number(claimMs) });
console.log("done");
