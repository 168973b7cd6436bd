import fs from "node:fs";
import path from "node:path";
import { importJobs } from "~/domain/jobs/import-jobs.server";
import { runConfiguredSource } from "~/domain/jobs/refresh/run-configured.server";
import type { JobSourceRunSummary } from "~/domain/jobs/refresh/run-source.server";
import { SOURCE_CONNECTORS, type SourceConnectorName } from "~/domain/jobs/sources/source-types";
import { isSourceConnectorName } from "~/domain/jobs/sources/registry.server";
import { isBoardSource, readSourceSetting } from "~/domain/jobs/refresh/source-settings.server";
import { type CliCommand, CliError, openDatabase, parseOptions, UsageError } from "../command";
import { importProgressReporter } from "../progress";

const out = (line: string) => process.stdout.write(`${line}\n`);

function readJobsFile(file: string): unknown[] {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    throw new CliError(`Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!Array.isArray(parsed)) throw new CliError(`${file} must hold a JSON array of jobs`);
  return parsed as unknown[];
}

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new UsageError(`--since must be a date (2026-11-07) or date-time, got "${value}"`);
  }
  return new Date(value);
}

function printRun(s: JobSourceRunSummary) {
  const where = `${s.source}${s.board ? ` ${s.board}` : ""}`;
  for (const r of s.rejected) out(`Rejected ${r.externalId ?? "(no id)"}: ${r.reasons.join("; ")}`);
  if (s.rejectedCount > s.rejected.length) out(`… and ${s.rejectedCount - s.rejected.length} more rejected rows`);
  if (s.status === "skipped") {
    out(`${where}: skipped (${s.error})`);
    return;
  }
  const copies = s.listed > 0 ? ` (${s.listed} as another source's copy of a listed job)` : "";
  out(
    `${where}: added ${s.added}${copies}, updated ${s.updated}, unchanged ${s.unchanged}, closed ${s.closed}, rejected ${s.rejectedCount}` +
      `${s.resumed ? " (resumed an interrupted run)" : ""}${s.status === "failed" ? ` - FAILED: ${s.error}` : ""}`,
  );
}

async function importFromSource(source: SourceConnectorName, board: string | undefined, since: Date | undefined) {
  const db = await openDatabase();
  if (!isBoardSource(source) && board)
    throw new UsageError(`--board is for greenhouse, lever and jsonld; ${source} is one search`);
  if (isBoardSource(source) && !board) {
    const setting = await readSourceSetting(db, source);
    if (!setting.availability.ok) throw new CliError(`${source} is off: ${setting.availability.reason}`);
    if (setting.boards.length === 0)
      throw new CliError(`No ${source} boards are configured: pass --board or list them in JOB_SOURCES_FILE`);
  }
  let progress: ReturnType<typeof importProgressReporter> | null = null;
  const summaries = await runConfiguredSource(db, source, {
    trigger: "cli",
    board,
    since,
    onProgress: (p) => {
      progress ??= importProgressReporter(source);
      progress.onProgress(p);
    },
  });
  (progress as ReturnType<typeof importProgressReporter> | null)?.finish();
  summaries.forEach(printRun);
  if (summaries.some((s) => s.status !== "succeeded")) process.exitCode = 1;
}

export const importJobsCommand: CliCommand = {
  name: "import-jobs",
  usage: `import-jobs --file FILE | --source ${SOURCE_CONNECTORS.join("|")} [--board X] [--since DATE]`,
  summary:
    "Import a JSON array of jobs, or a job source's postings (every configured board without --board); a second run changes nothing.",
  async run(argv) {
    const options = parseOptions(argv, {
      file: { type: "string" },
      source: { type: "string" },
      board: { type: "string" },
      since: { type: "string" },
    });
    if (options.source !== undefined) {
      if (options.file !== undefined) throw new UsageError("Give --file or --source, not both");
      if (!isSourceConnectorName(options.source))
        throw new UsageError(`--source must be one of: ${SOURCE_CONNECTORS.join(", ")}`);
      await importFromSource(options.source, options.board?.trim() || undefined, parseSince(options.since));
      return;
    }
    if (options.board !== undefined || options.since !== undefined) throw new UsageError("--board and --since go with --source");
    if (options.file === undefined || options.file.trim() === "")
      throw new UsageError("Missing required option --file (or --source)");
    const file = path.resolve(options.file);
    const rows = readJobsFile(file);
    const db = await openDatabase();
    const summary = await importJobs(db, rows);
    for (const rejected of summary.rejected) out(`Rejected row ${rejected.index}: ${rejected.reasons.join("; ")}`);
    out(
      `Imported ${summary.imported}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected.length} (of ${rows.length} rows)`,
    );
  },
};
