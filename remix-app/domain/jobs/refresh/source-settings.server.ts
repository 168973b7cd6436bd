import { z } from "zod";
import type { Db } from "~/lib/db.server";
import { badRequest } from "~/lib/errors.server";
import {
  SOURCE_CONNECTORS,
  type SourceAvailability,
  type SourceConnector,
  type SourceConnectorName,
} from "../sources/source-types";
import { boardProblems, configuredBoards, type SourceBoard } from "./configured-boards.server";
import { connectorFor } from "./source-connectors.server";

/** Sources whose runs go board by board (JOB_SOURCES_FILE); USAJOBS and Adzuna are one search each. */
export const BOARD_SOURCES: readonly SourceConnectorName[] = ["greenhouse", "lever", "jsonld"];
export const isBoardSource = (source: SourceConnectorName) => BOARD_SOURCES.includes(source);

/** How often a source is refreshed unless the admin set otherwise. */
export const DEFAULT_INTERVAL_MINUTES = 360;
export const MIN_INTERVAL_MINUTES = 15;
export const MAX_INTERVAL_MINUTES = 7 * 24 * 60;

export interface SourceSetting {
  source: SourceConnectorName;
  enabled: boolean;
  /** Boards, sites or pages (board sources); empty for USAJOBS and Adzuna. */
  boards: SourceBoard[];
  /** Where `boards` comes from: the admin's edit (database) or JOB_SOURCES_FILE. */
  boardsFrom: "admin" | "file";
  intervalMinutes: number;
  /** Off without credentials (or an unreadable JOB_SOURCES_FILE), with the reason. */
  availability: SourceAvailability;
}

export interface SourceSettingPatch {
  enabled?: boolean;
  boards?: SourceBoard[];
  intervalMinutes?: number;
}

const boardSchema = z.object({
  board: z.string().trim().min(1).max(2048),
  company: z.string().trim().min(1).max(191).optional(),
});
const storedBoardsSchema = z.array(boardSchema);

const patchSchema = z
  .object({
    enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
    boards: z.array(boardSchema, { error: "boards must be a list" }).max(500, "at most 500 boards").optional(),
    intervalMinutes: z
      .number({ error: "intervalMinutes must be a number" })
      .int("intervalMinutes must be a whole number")
      .min(MIN_INTERVAL_MINUTES, `intervalMinutes must be at least ${MIN_INTERVAL_MINUTES}`)
      .max(MAX_INTERVAL_MINUTES, `intervalMinutes must be at most ${MAX_INTERVAL_MINUTES}`)
      .optional(),
  })
  .strict();

type Row = { source: string; enabled: boolean; boards: unknown; intervalMinutes: number };

function settingOf(
  source: SourceConnectorName,
  row: Row | undefined,
  file: { boards: Partial<Record<SourceConnectorName, SourceBoard[]>>; error: string | null },
  connector: SourceConnector,
): SourceSetting {
  const stored = row?.boards != null ? storedBoardsSchema.safeParse(row.boards) : null;
  const fromAdmin = Boolean(stored?.success);
  const boards = isBoardSource(source) ? (stored?.success ? stored.data : (file.boards[source] ?? [])) : [];
  let availability = connector.availability();
  if (availability.ok && isBoardSource(source) && !fromAdmin && file.error) availability = { ok: false, reason: file.error };
  return {
    source,
    enabled: row?.enabled ?? true,
    boards,
    boardsFrom: fromAdmin ? "admin" : "file",
    intervalMinutes: row?.intervalMinutes ?? DEFAULT_INTERVAL_MINUTES,
    availability,
  };
}

function readFileBoards() {
  try {
    return { boards: configuredBoards(), error: null };
  } catch (e) {
    return { boards: {}, error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Every source's settings: enabled and interval from its JobSourceSetting row (defaults without
 * one); boards from JOB_SOURCES_FILE until an admin edits them, then from the row; availability
 * from the connector (credentials) and, for board sources, a readable JOB_SOURCES_FILE.
 */
export async function readSourceSettings(
  db: Db,
  connectors: (name: SourceConnectorName) => SourceConnector = connectorFor,
): Promise<SourceSetting[]> {
  const rows = await db.jobSourceSetting.findMany();
  const byName = new Map(rows.map((row) => [row.source, row]));
  const file = readFileBoards();
  return SOURCE_CONNECTORS.map((source) => settingOf(source, byName.get(source), file, connectors(source)));
}

/** One source's settings (see readSourceSettings). */
export async function readSourceSetting(
  db: Db,
  source: SourceConnectorName,
  connectors: (name: SourceConnectorName) => SourceConnector = connectorFor,
): Promise<SourceSetting> {
  const row = await db.jobSourceSetting.findUnique({ where: { source } });
  return settingOf(source, row ?? undefined, readFileBoards(), connectors(source));
}

/**
 * Changes a source's settings in one upsert (a 400 with `detail` for a bad patch). Boards, once
 * set here, replace JOB_SOURCES_FILE's for that source. The caller records the audit entry.
 */
export async function updateSourceSetting(
  db: Db,
  source: SourceConnectorName,
  patch: SourceSettingPatch,
  connectors: (name: SourceConnectorName) => SourceConnector = connectorFor,
): Promise<SourceSetting> {
  if (!SOURCE_CONNECTORS.includes(source)) throw badRequest(`Unknown job source ${String(source)}`);
  const parsed = patchSchema.safeParse(patch);
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; "),
    );
  const { enabled, boards, intervalMinutes } = parsed.data;
  if (boards && !isBoardSource(source)) throw badRequest(`${source} has no boards: it is one search`);
  const problems = boards ? boardProblems(source, boards) : null;
  if (problems) throw badRequest(problems);
  const data = {
    ...(enabled !== undefined ? { enabled } : {}),
    ...(boards !== undefined ? { boards } : {}),
    ...(intervalMinutes !== undefined ? { intervalMinutes } : {}),
  };
  const row = await db.jobSourceSetting.upsert({ where: { source }, create: { source, ...data }, update: data });
  return settingOf(source, row, readFileBoards(), connectors(source));
}
