import type { Db } from "~/lib/db.server";
import type { SourceConnector, SourceConnectorName } from "../sources/source-types";
import { runJobSource, type JobSourceRunSummary, type RunJobSourceOptions } from "./run-source.server";
import { isBoardSource, readSourceSetting } from "./source-settings.server";
import { connectorFor } from "./source-connectors.server";

export type RunConfiguredOptions = Omit<RunJobSourceOptions, "board" | "company" | "connector"> & {
  /** Only this board (it need not be configured: the CLI's --board). */
  board?: string;
  connectors?: (name: SourceConnectorName) => SourceConnector;
};

/**
 * Runs a source as configured: each of its boards in turn (Greenhouse, Lever, JSON-LD), or its
 * one search (USAJOBS, Adzuna). For Run now, the CLI and the schedule alike; a board's failure
 * does not stop the others. The schedule checks `enabled` first; an explicit run does not.
 */
export async function runConfiguredSource(
  db: Db,
  source: SourceConnectorName,
  options: RunConfiguredOptions,
): Promise<JobSourceRunSummary[]> {
  const connectors = options.connectors ?? connectorFor;
  const connector = connectors(source);
  const { connectors: _unused, board: onlyBoard, ...runOptions } = options;
  if (!isBoardSource(source)) return [await runJobSource(db, source, { ...runOptions, connector })];
  const setting = await readSourceSetting(db, source, connectors);
  const boards = onlyBoard ? [setting.boards.find((b) => b.board === onlyBoard) ?? { board: onlyBoard }] : setting.boards;
  const summaries: JobSourceRunSummary[] = [];
  for (const entry of boards) {
    summaries.push(await runJobSource(db, source, { ...runOptions, board: entry.board, company: entry.company, connector }));
  }
  return summaries;
}
