import { parseJobSourcesJson, readJobSourcesFile, type JobSourceEntry } from "../sources/registry.server";
import type { SourceConnectorName } from "../sources/source-types";

/** A board, site or page of a source, with the employer's name where the source gives none. */
export type SourceBoard = JobSourceEntry;

/** JOB_SOURCES_FILE's boards per source; throws JobSourcesFileError when it cannot be read or is invalid. */
export function configuredBoards(): Partial<Record<SourceConnectorName, SourceBoard[]>> {
  return readJobSourcesFile();
}

/** An admin's boards for one source, checked by the rules of JOB_SOURCES_FILE; the problems, or null. */
export function boardProblems(source: SourceConnectorName, boards: SourceBoard[]): string | null {
  try {
    parseJobSourcesJson(JSON.stringify({ [source]: boards }), "boards");
    return null;
  } catch (e) {
    return e instanceof Error ? e.message.replace(/^boards is not a valid job sources file \([^)]*\):\n\s*/, "") : String(e);
  }
}
