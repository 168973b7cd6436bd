import fs from "node:fs";
import { z } from "zod";
import { getConfig, type AppConfig } from "~/lib/config.server";
import { adzunaConnector } from "./adzuna.server";
import { greenhouseConnector } from "./greenhouse.server";
import { jsonldConnector } from "./jsonld.server";
import { leverConnector } from "./lever.server";
import { sourceHttpClient, type SourceHttpPolicy } from "./source-http.server";
import { SOURCE_CONNECTORS, type SourceConnector, type SourceConnectorName } from "./source-types";
import { usajobsConnector } from "./usajobs.server";

/**
 * The connector of each job source, configured from the settings (credentials, base URLs).
 * `policy` overrides the source's pace, time-out and retries (tests, benchmarks).
 */
export function sourceConnector(name: SourceConnectorName, config: AppConfig = getConfig(), policy: Partial<SourceHttpPolicy> = {}): SourceConnector {
  const http = sourceHttpClient(name, policy);
  switch (name) {
    case "usajobs":
      return usajobsConnector({ base: config.USAJOBS_API_BASE, apiKey: config.USAJOBS_API_KEY, userAgent: config.USAJOBS_USER_AGENT, http });
    case "greenhouse":
      return greenhouseConnector({ base: config.GREENHOUSE_API_BASE, http });
    case "lever":
      return leverConnector({ base: config.LEVER_API_BASE, http });
    case "adzuna":
      return adzunaConnector({ base: config.ADZUNA_API_BASE, appId: config.ADZUNA_APP_ID, appKey: config.ADZUNA_APP_KEY, http });
    case "jsonld":
      return jsonldConnector({ http });
  }
}

export function allSourceConnectors(config: AppConfig = getConfig(), policy: Partial<SourceHttpPolicy> = {}): SourceConnector[] {
  return SOURCE_CONNECTORS.map((name) => sourceConnector(name, config, policy));
}

export function isSourceConnectorName(value: string): value is SourceConnectorName {
  return (SOURCE_CONNECTORS as readonly string[]).includes(value);
}

/** One board, site or page of JOB_SOURCES_FILE; `company` names the employer where the source does not. */
export interface JobSourceEntry {
  board: string;
  company?: string;
}

/** JOB_SOURCES_FILE: which Greenhouse boards, Lever sites and careers pages are imported. */
export interface JobSourcesFile {
  greenhouse: JobSourceEntry[];
  lever: JobSourceEntry[];
  jsonld: JobSourceEntry[];
}

const slugEntry = (what: string) =>
  z.union([
    z.string().trim().regex(/^[A-Za-z0-9][\w.-]{0,99}$/, `a ${what} is letters, digits, - _ . (at most 100)`).transform((board) => ({ board })),
    z.object({ board: z.string().trim().regex(/^[A-Za-z0-9][\w.-]{0,99}$/, `a ${what} is letters, digits, - _ . (at most 100)`), company: z.string().trim().min(1).max(191).optional() }).strict(),
  ]);
const urlText = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), "must be an http(s) URL");
const urlEntry = z.union([urlText.transform((board) => ({ board })), z.object({ board: urlText, company: z.string().trim().min(1).max(191).optional() }).strict()]);

const jobSourcesSchema = z
  .object({
    greenhouse: z.array(slugEntry("Greenhouse board token")).default([]),
    lever: z.array(slugEntry("Lever site name")).default([]),
    jsonld: z.array(urlEntry).default([]),
  })
  .strict();

export class JobSourcesFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobSourcesFileError";
  }
}

/** Reads JOB_SOURCES_FILE's JSON text; JobSourcesFileError names every problem (`lever[1]: …`). */
export function parseJobSourcesJson(text: string, where = "JOB_SOURCES_FILE"): JobSourcesFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new JobSourcesFileError(`${where} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = jobSourcesSchema.safeParse(value);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "") || "(top)"}: ${i.message}`);
    throw new JobSourcesFileError(`${where} is not a valid job sources file ({"greenhouse": ["board"], "lever": ["site"], "jsonld": ["https://…"]}):\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** The configured boards, sites and pages: empty lists without JOB_SOURCES_FILE; JobSourcesFileError when it cannot be read or is invalid. */
export function readJobSourcesFile(file: string | undefined = getConfig().JOB_SOURCES_FILE): JobSourcesFile {
  if (!file) return { greenhouse: [], lever: [], jsonld: [] };
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new JobSourcesFileError(`JOB_SOURCES_FILE ${file} cannot be read${code === "ENOENT" ? ": no such file" : code ? ` (${code})` : ""}`);
  }
  return parseJobSourcesJson(text, `JOB_SOURCES_FILE ${file}`);
}
