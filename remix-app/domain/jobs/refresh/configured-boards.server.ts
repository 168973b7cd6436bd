import type { SourceConnectorName } from "../sources/source-types";

/** A board, site or page of a source, with the employer's name where the source gives none. */
export interface SourceBoard {
  board: string;
  company?: string;
}

/** JOB_SOURCES_FILE's boards per source; throws when the file cannot be read or is invalid. */
export function configuredBoards(): Partial<Record<SourceConnectorName, SourceBoard[]>> {
  // Wired to sources/registry.server.ts readJobSourcesFile() once it lands (branch `sources`).
  return {};
}
