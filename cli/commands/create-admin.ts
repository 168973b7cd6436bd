import { createAdmin } from "../../remix-app/domain/accounts/create-admin.server";
import { type CliCommand, openDatabase, parseOptions, requireOption } from "../command";

export const createAdminCommand: CliCommand = {
  name: "create-admin",
  usage: "create-admin --email EMAIL --password PASSWORD [--name NAME]",
  summary: "Create an administrator account (the only way admins are made).",
  async run(argv) {
    const options = parseOptions(argv, {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
    });
    const email = requireOption(options.email, "email");
    const password = requireOption(options.password, "password");
    await openDatabase();
    const admin = await createAdmin({ email, password, fullName: options.name });
    process.stdout.write(`Created admin ${admin.email} (id ${admin.id})\n`);
  },
};
