import { parseArgs, type ParseArgsConfig } from "node:util";
import { getConfig } from "~/lib/config.server";
import { dbReady, type Db } from "~/lib/db.server";
import { applyPendingMigrations } from "~/lib/migrate.server";

export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  run(argv: string[]): Promise<void>;
}

/** A mistake in how the command was called: main prints it with the usage. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** A failure with a message meant for the user, without a stack trace. */
export class CliError extends Error {
  override name = "CliError";
}

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseOptions<T extends Options>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

export function requireOption(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === "") throw new UsageError(`Missing required option --${flag}`);
  return value;
}

export function countOption(value: string | undefined, flag: string): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number, got "${value}"`);
  return Number(value);
}

/** stdout carries the command's output only; notes about migrations go to stderr. */
export function note(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Every command works on a fresh checkout: bring the schema up to date, then connect. */
export async function openDatabase(): Promise<Db> {
  const { applied } = await applyPendingMigrations(getConfig().DATABASE_URL);
  if (applied.length > 0) note(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
  return dbReady();
}
