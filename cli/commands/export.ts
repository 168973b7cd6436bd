import fs from "node:fs";
import path from "node:path";
import { exportUserData } from "~/domain/accounts/export-user-data.server";
import { type CliCommand, CliError, openDatabase, parseOptions, requireOption } from "../command";

export const exportCommand: CliCommand = {
  name: "export",
  usage: "export --email EMAIL [--out FILE]",
  summary: "Write a user's own data as JSON to FILE (or to stdout without --out).",
  async run(argv) {
    const options = parseOptions(argv, { email: { type: "string" }, out: { type: "string" } });
    const email = requireOption(options.email, "email").trim().toLowerCase();
    const db = await openDatabase();
    const user = await db.user.findUnique({ where: { email }, select: { id: true } });
    if (!user) throw new CliError(`No user with the email ${email}`);
    const json = `${JSON.stringify(await exportUserData(user.id), null, 2)}\n`;
    if (options.out === undefined || options.out === "-") {
      process.stdout.write(json);
      return;
    }
    const file = path.resolve(options.out);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json, { mode: 0o600 });
    process.stdout.write(`Exported the data of ${email} to ${file}\n`);
  },
};
