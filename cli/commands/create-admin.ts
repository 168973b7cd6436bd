import { createAdmin } from "~/domain/accounts/create-admin.server";
import { resetAdminPassword } from "~/domain/accounts/reset-admin-password.server";
import { type CliCommand, openDatabase, parseOptions, requireOption } from "../command";

export const createAdminCommand: CliCommand = {
  name: "create-admin",
  usage: "create-admin --email EMAIL --password PASSWORD [--name NAME] [--reset]",
  summary: "Create an administrator account (the only way admins are made); --reset sets a new password for an existing admin.",
  async run(argv) {
    const options = parseOptions(argv, {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      reset: { type: "boolean" },
    });
    const email = requireOption(options.email, "email");
    const password = requireOption(options.password, "password");
    await openDatabase();
    if (options.reset) {
      const admin = await resetAdminPassword({ email, password });
      process.stdout.write(`New password set for admin ${admin.email} (id ${admin.id}); their sessions were signed out\n`);
      return;
    }
    const admin = await createAdmin({ email, password, fullName: options.name });
    process.stdout.write(`Created admin ${admin.email} (id ${admin.id})\n`);
  },
};
