import fs from "node:fs";
import path from "node:path";
import { importJobs } from "~/domain/jobs/import-jobs.server";
import { type CliCommand, CliError, openDatabase, parseOptions, requireOption } from "../command";

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

export const importJobsCommand: CliCommand = {
  name: "import-jobs",
  usage: "import-jobs --file FILE",
  summary: "Import a JSON array of jobs; rows with an external_id are updated on a re-import.",
  async run(argv) {
    const options = parseOptions(argv, { file: { type: "string" } });
    const file = path.resolve(requireOption(options.file, "file"));
    const rows = readJobsFile(file);
    const db = await openDatabase();
    const summary = await importJobs(db, rows);
    for (const rejected of summary.rejected) out(`Rejected row ${rejected.index}: ${rejected.reasons.join("; ")}`);
    out(
      `Imported ${summary.imported}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejected.length} (of ${rows.length} rows)`,
    );
  },
};
