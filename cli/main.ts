// `npm run cli -- <command> [options]`: seed, create-admin, migrate, export, import-jobs, outbox, alerts.
// stdout carries only the command's output; errors go to stderr with exit code 1.
import { isDomainError } from "~/lib/errors.server";
import { disconnectDb } from "~/lib/db.server";
import { type CliCommand, CliError, UsageError } from "./command";
import { alertsCommand } from "./commands/alerts";
import { createAdminCommand } from "./commands/create-admin";
import { exportCommand } from "./commands/export";
import { importJobsCommand } from "./commands/import-jobs";
import { migrateCommand } from "./commands/migrate";
import { outboxCommand } from "./commands/outbox";
import { seedCommand } from "./commands/seed";

const COMMANDS: readonly CliCommand[] = [
  seedCommand,
  createAdminCommand,
  migrateCommand,
  exportCommand,
  importJobsCommand,
  outboxCommand,
  alertsCommand,
];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.usage.length));
  return [
    "Usage: npm run cli -- <command> [options]",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    "",
    "The database is DATABASE_URL (default file:./data/app.db).",
  ].join("\n");
}

function errorMessage(e: unknown): string {
  if (isDomainError(e)) return e.detail;
  if (e instanceof CliError || e instanceof UsageError) return e.message;
  if (e instanceof Error) return process.env.CLI_DEBUG ? (e.stack ?? e.message) : e.message;
  return String(e);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    const stream = name === undefined ? process.stderr : process.stdout;
    stream.write(`${usage()}\n`);
    return name === undefined ? 1 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`Unknown command "${name}"\n\n${usage()}\n`);
    return 1;
  }
  try {
    await command.run(rest);
    return 0;
  } catch (e) {
    process.stderr.write(`Error: ${errorMessage(e)}\n`);
    if (e instanceof UsageError) process.stderr.write(`Usage: npm run cli -- ${command.usage}\n`);
    return 1;
  } finally {
    await disconnectDb().catch(() => undefined);
  }
}

process.exitCode = await main(process.argv.slice(2));
