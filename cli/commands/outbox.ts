import { forgetExpiredCodeEmails } from "~/domain/accounts/one-time-codes.server";
import { type CliCommand, CliError, openDatabase, parseOptions, requireOption } from "../command";

export const outboxCommand: CliCommand = {
  name: "outbox",
  usage: "outbox --to EMAIL",
  summary: "Print the latest email sent to an address (the local outbox of the embedded mode).",
  async run(argv) {
    const options = parseOptions(argv, { to: { type: "string" } });
    const to = requireOption(options.to, "to").trim().toLowerCase();
    const db = await openDatabase();
    // A verification code is readable here only while it can still be used.
    await forgetExpiredCodeEmails();
    const email = await db.emailOutbox.findFirst({ where: { to }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    if (!email) throw new CliError(`No email to ${to} in the outbox`);
    process.stdout.write(
      `To: ${email.to}\nSubject: ${email.subject}\nDate: ${email.createdAt.toISOString()}\n\n${email.text}${email.text.endsWith("\n") ? "" : "\n"}`,
    );
  },
};
