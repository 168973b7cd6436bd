import { getConfig } from "~/lib/config.server";
import { applyPendingMigrations } from "~/lib/migrate.server";
import { type CliCommand, parseOptions } from "../command";

export const migrateCommand: CliCommand = {
  name: "migrate",
  usage: "migrate",
  summary: "Apply pending database migrations.",
  async run(argv) {
    parseOptions(argv, {});
    const { applied } = await applyPendingMigrations(getConfig().DATABASE_URL);
    if (applied.length === 0) {
      process.stdout.write("Database is up to date; no migrations to apply\n");
      return;
    }
    process.stdout.write(`Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}\n`).join("")}`);
  },
};
