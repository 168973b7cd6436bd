import { z } from "zod";
import { jobSearchQuerySchema } from "@shared/schemas/job-search";
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NOT_FOUND,
  SAVED_SEARCHES_FULL,
  SAVED_SEARCHES_LIMIT,
  type SavedSearchFilterKey,
  type SavedSearchFrequency,
  type SavedSearchView,
} from "@shared/saved-searches";
import { getDb } from "~/lib/db.server";
import { conflict, invalid, notFound } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { assertCan } from "~/domain/access/policy.server";

/** A saved search's query as stored: canonical text values of the /api/jobs parameters it sets. */
export type StoredSearchQuery = Partial<Record<SavedSearchFilterKey, string>>;

const filterSchema = jobSearchQuerySchema.pick(Object.fromEntries(SAVED_SEARCH_FILTER_KEYS.map((key) => [key, true])) as { [K in SavedSearchFilterKey]: true });

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { message: `frequency must be one of: ${SAVED_SEARCH_FREQUENCIES.join(", ")}` });
const nameSchema = z.string().trim().min(1, "name must not be empty").max(100, "name must be at most 100 characters");

const ALLOWED = new Set<string>([...SAVED_SEARCH_FILTER_KEYS, "frequency", "name"]);

function bodyObject(input: unknown): Record<string, unknown> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) throw invalid("The body must be a JSON object");
  const body = input as Record<string, unknown>;
  const unknown = Object.keys(body).find((key) => !ALLOWED.has(key));
  if (unknown !== undefined) throw invalid(`Unknown field: ${unknown}`);
  return body;
}

/** The query and filters of a body, validated exactly as GET /api/jobs does, as canonical text. */
function parseQuery(body: Record<string, unknown>): StoredSearchQuery {
  const raw: Record<string, string> = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    if (typeof value === "number" || typeof value === "boolean") raw[key] = String(value);
    else if (typeof value === "string") raw[key] = value;
    else throw invalid(`${key} must be text`);
  }
  const parsed = parseInput(filterSchema, raw) as Record<string, unknown>;
  const stored: StoredSearchQuery = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = parsed[key];
    if (value !== undefined && value !== "") stored[key] = String(value);
  }
  return stored;
}

/** "“nurse” · TX · Remote · Secret": how the list and the alert email name a search. */
export function describeSearch(query: StoredSearchQuery): string {
  const parts: string[] = [query.q ? `“${query.q}”` : "All jobs"];
  if (query.location) parts.push(query.location);
  if (query.work_type) parts.push(query.work_type);
  if (query.employment_type) parts.push(query.employment_type);
  if (query.clearance_required) parts.push(query.clearance_required === "none" ? "No clearance" : `${query.clearance_required} clearance`);
  if (query.industry) parts.push(query.industry);
  if (query.experience_level) parts.push(`${query.experience_level} level`);
  if (query.salary_min) parts.push(`from $${Number(query.salary_min).toLocaleString("en-US")}`);
  if (query.salary_max) parts.push(`up to $${Number(query.salary_max).toLocaleString("en-US")}`);
  if (query.veteran_friendly === "true") parts.push("Veteran-friendly");
  if (query.source) parts.push(`from ${query.source}`);
  if (query.federal === "mos") parts.push("Federal jobs for your MOS");
  if (query.hiring_path) parts.push(query.hiring_path);
  if (query.mos_match) parts.push(`${query.mos_match} match`);
  return parts.join(" · ").slice(0, 100);
}

/** /jobs?… that runs the search again (posted within any time unless the search says). */
export function searchPath(query: StoredSearchQuery): string {
  const params = new URLSearchParams();
  for (const key of SAVED_SEARCH_FILTER_KEYS) if (query[key] !== undefined) params.set(key, query[key]);
  if (!params.has("posted_days")) params.set("posted_days", "all");
  return `/jobs?${params}`;
}

export function storedQuery(value: unknown): StoredSearchQuery {
  const result: StoredSearchQuery = {};
  if (typeof value !== "object" || value === null) return result;
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === "string") result[key] = v;
  }
  return result;
}

interface Row {
  id: number;
  name: string;
  query: unknown;
  frequency: string;
  createdAt: Date;
  lastAlertedAt: Date | null;
}
const SELECT = { id: true, name: true, query: true, frequency: true, createdAt: true, lastAlertedAt: true } as const;

function toView(row: Row): SavedSearchView {
  const query = storedQuery(row.query);
  const { q, ...filters } = query;
  return {
    id: row.id,
    name: row.name,
    q: q ?? null,
    filters,
    frequency: (SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(row.frequency) ? (row.frequency as SavedSearchFrequency) : "off",
    search_url: searchPath(query),
    created_at: row.createdAt.toISOString(),
    last_alerted_at: row.lastAlertedAt?.toISOString() ?? null,
  };
}

/** GET /api/saved-searches: the veteran's saved searches, newest first. */
export async function listSavedSearches(userId: number): Promise<{ saved_searches: SavedSearchView[]; limit: number }> {
  await assertCan(userId, "save-search");
  const rows = await getDb().savedSearch.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SELECT, take: SAVED_SEARCHES_LIMIT });
  return { saved_searches: rows.map(toView), limit: SAVED_SEARCHES_LIMIT };
}

/**
 * POST /api/saved-searches {q, …the /api/jobs filters…, frequency, name?}: at most
 * SAVED_SEARCHES_LIMIT per veteran. Alerts cover jobs that arrive after it is saved.
 */
export async function createSavedSearch(userId: number, input: unknown): Promise<SavedSearchView> {
  await assertCan(userId, "save-search");
  const body = bodyObject(input);
  const query = parseQuery(body);
  const frequency = body.frequency === undefined ? "daily" : parseInput(frequencySchema, body.frequency);
  const name = body.name === undefined ? describeSearch(query) : parseInput(nameSchema, body.name);
  const db = getDb();
  const row = await db.$transaction(async (tx) => {
    if ((await tx.savedSearch.count({ where: { userId } })) >= SAVED_SEARCHES_LIMIT) throw conflict(SAVED_SEARCHES_FULL);
    return tx.savedSearch.create({ data: { userId, name, query, frequency, alertedThrough: new Date() }, select: SELECT });
  });
  return toView(row);
}

async function ownSearch(userId: number, id: number) {
  const row = await getDb().savedSearch.findFirst({ where: { id, userId }, select: { ...SELECT, userId: true } });
  // Another veteran's search is not there at all.
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return row;
}

/** PATCH /api/saved-searches/:id {frequency?, name?, q and filters?}: the owner's only; the filters, when given, replace the old ones. */
export async function updateSavedSearch(userId: number, id: number, input: unknown): Promise<SavedSearchView> {
  await assertCan(userId, "save-search");
  const body = bodyObject(input);
  const existing = await ownSearch(userId, id);
  const data: { frequency?: string; name?: string; query?: StoredSearchQuery; alertedThrough?: Date } = {};
  if (body.frequency !== undefined) {
    data.frequency = parseInput(frequencySchema, body.frequency);
    // Turned back on: alerts start from now, not with everything that came while it was off.
    if (existing.frequency === "off" && data.frequency !== "off") data.alertedThrough = new Date();
  }
  if (SAVED_SEARCH_FILTER_KEYS.some((key) => key in body)) {
    data.query = parseQuery(body);
    if (body.name === undefined && existing.name === describeSearch(storedQuery(existing.query))) data.name = describeSearch(data.query);
  }
  if (body.name !== undefined) data.name = parseInput(nameSchema, body.name);
  const row = await getDb().savedSearch.update({ where: { id: existing.id }, data, select: SELECT });
  return toView(row);
}

/** DELETE /api/saved-searches/:id: the owner's only. */
export async function deleteSavedSearch(userId: number, id: number): Promise<{ id: number; deleted: true; message: string }> {
  await assertCan(userId, "save-search");
  await ownSearch(userId, id);
  await getDb().savedSearch.deleteMany({ where: { id, userId } });
  return { id, deleted: true, message: "Saved search deleted" };
}
