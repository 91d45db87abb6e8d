// A real SMTP listener for the browser tests: the app under test sends its mail here, and each
// message is written as JSON under .data/e2e-mail/ for the tests to read.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2526);
const dir = path.resolve(process.env.MAIL_CATCHER_DIR ?? ".data/e2e-mail");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: mail.from?.text ?? "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          // What was attached (the signed agreement's PDF, issue 29): name, type and size, and the first bytes to tell a PDF.
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? "",
            contentType: file.contentType,
            size: file.size,
            magic: file.content.subarray(0, 5).toString("latin1"),
          })),
        };
        writeFileSync(path.join(dir, `${Date.now()}-${++count}.json`), JSON.stringify(message, null, 2));
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, "127.0.0.1", () => console.log(`mail catcher on ${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
