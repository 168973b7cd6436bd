import type { SourceConnector, SourceConnectorName } from "../sources/source-types";

/** The Job.source value a connector's postings carry (JOB_SOURCES; the JSON-LD pages are careers pages). */
export function jobSourceOf(connector: SourceConnectorName): string {
  return connector === "jsonld" ? "careers_page" : connector;
}

/** The configured connector of a source. */
export function connectorFor(name: SourceConnectorName): SourceConnector {
  // Wired to sources/registry.server.ts once the connectors land (branch `sources`).
  throw new Error(`No connector for ${name} yet`);
}
