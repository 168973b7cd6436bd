import { sourceConnector } from "../sources/registry.server";
import type { SourceConnector, SourceConnectorName } from "../sources/source-types";

/** The Job.source value a connector's postings carry (JOB_SOURCES; the JSON-LD pages are careers pages). */
export function jobSourceOf(connector: SourceConnectorName): string {
  return connector === "jsonld" ? "careers_page" : connector;
}

/** The configured connector of a source (credentials and base URLs from the settings). */
export function connectorFor(name: SourceConnectorName): SourceConnector {
  return sourceConnector(name);
}
