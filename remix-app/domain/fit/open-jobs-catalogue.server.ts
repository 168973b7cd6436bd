/**
 * Every open job's fit input, held by the process that ranks (the nearline queue's worker) and
 * brought up to date before each ranking from what was written since (decision 120). Reading
 * 100,000 jobs' inputs from the database costs seconds of CPU on every ranking (their rows hold
 * the descriptions, so a scan reads every page); held, a ranking reads only what changed: nothing
 * when the jobs version (JobsVersion, moved by the Job triggers) did not move, else the jobs whose
 * updatedAt is past the last sync, less a margin for writers' clocks and open transactions.
 */
import { getConfig } from "~/lib/config.server";
import { getDb, readRows, type DbTx } from "~/lib/db.server";
import { primaryKeyWalkSql } from "~/lib/sql-dialect.server";
import { fitInputsOfRows, type FitInput, type FitJobRow } from "./fit-inputs.server";

/** Open jobs read per query, the event loop given back between pages. */
const PAGE = 1000;

/** A row of OPEN_JOBS_SQL as the driver gives it: integers may be bigint, tags JSON text or parsed. */
interface RawFitRow extends Omit<FitJobRow, "id" | "clearanceRank" | "salaryMin" | "salaryMax"> {
  id: number | bigint;
  clearanceRank: number | bigint;
  salaryMin: number | bigint | null;
  salaryMax: number | bigint | null;
}

/**
 * A page of open jobs after an id. In id order on the primary key: on the status index every page
 * read and sorted every open job past the id (73 µs a row at 100,000 jobs).
 */
const openJobsSql = () => `SELECT id, title, tags, onetCode, clearanceRank, salaryMin, salaryMax, state, workType, experienceLevel, industry, fitTerms
  FROM Job ${primaryKeyWalkSql()} WHERE id > ? AND status = 'open'`;

const toNumber = (value: number | bigint | null) => (value === null ? null : Number(value));

/**
 * Open jobs' canonical inputs, a page at a time in id order: their stored terms, never their text
 * (decision 120), read in SQL (the ORM's row mapping was most of the read).
 */
export async function* openFitInputs(db: DbTx, options: { sinceId?: number; ids?: readonly number[] } = {}): AsyncGenerator<FitInput[]> {
  let after = options.sinceId ?? 0;
  const only = options.ids ? [...options.ids] : null;
  if (only?.length === 0) return;
  const sql = `${openJobsSql()}${only ? ` AND id IN (${only.map(() => "?").join(", ")})` : ""} ORDER BY id LIMIT ${PAGE}`;
  for (;;) {
    const raw = await readRows<RawFitRow>(sql, after, ...(only ?? []));
    if (raw.length === 0) return;
    const rows: FitJobRow[] = raw.map((row) => ({
      ...row,
      id: Number(row.id),
      clearanceRank: Number(row.clearanceRank),
      salaryMin: toNumber(row.salaryMin),
      salaryMax: toNumber(row.salaryMax),
    }));
    const last = rows[rows.length - 1].id;
    yield await fitInputsOfRows(db, rows, await federalSeriesBetween(after, last));
    after = last;
    if (rows.length < PAGE) return;
  }
}

/** OPM series of the jobs with ids in (after, last]: one range read of the series' primary key. */
async function federalSeriesBetween(after: number, last: number): Promise<Map<number, string[]>> {
  const rows = await readRows<{ jobId: number | bigint; series: string }>("SELECT jobId, series FROM JobFederalSeries WHERE jobId > ? AND jobId <= ?", after, last);
  const byJob = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.jobId);
    const list = byJob.get(id);
    if (list) list.push(row.series);
    else byJob.set(id, [row.series]);
  }
  return byJob;
}

/** How far before the last sync a delta looks again: writers' clocks and transactions still open then. */
const SYNC_MARGIN_MS = 5 * 60_000;
/** A delta larger than this reloads the whole catalogue in pages instead. */
const MAX_DELTA = 20_000;

interface Catalogue {
  /** The database it was read from (tests switch databases within a process). */
  url: string;
  inputs: Map<number, FitInput>;
  /** The inputs as a list, made when first asked after a change: a ranking walks a list no sync can change under it. */
  list: readonly FitInput[] | null;
  version: number;
  /** Jobs written at or after this were read again by the last sync. */
  syncedFrom: Date;
}

const globalForCatalogue = globalThis as unknown as { __vetsOpenJobsCatalogue?: Catalogue | null };

async function jobsVersion(): Promise<number> {
  const [row] = await readRows<{ version: number | bigint }>("SELECT version FROM JobsVersion WHERE id = 1");
  return Number(row?.version ?? 0);
}

async function openCount(): Promise<number> {
  const [row] = await readRows<{ total: number | bigint }>("SELECT COUNT(*) AS total FROM Job WHERE status = 'open'");
  return Number(row?.total ?? 0);
}

async function loadAll(db: DbTx): Promise<Catalogue> {
  const version = await jobsVersion();
  const syncedFrom = new Date(Date.now() - SYNC_MARGIN_MS);
  const inputs = new Map<number, FitInput>();
  for await (const page of openFitInputs(db)) for (const input of page) inputs.set(input.id, input);
  return { url: getConfig().DATABASE_URL, inputs, list: null, version, syncedFrom };
}

/** The jobs written since the last sync read again (closed ones dropped); null when a reload is cheaper or needed. */
async function applyDelta(db: DbTx, catalogue: Catalogue, version: number): Promise<Catalogue | null> {
  const syncedFrom = new Date(Date.now() - SYNC_MARGIN_MS);
  const written = await readRows<{ id: number | bigint }>(`SELECT id FROM Job WHERE updatedAt >= ? LIMIT ${MAX_DELTA + 1}`, catalogue.syncedFrom);
  if (written.length > MAX_DELTA) return null;
  const ids = written.map((row) => Number(row.id));
  for (const id of ids) catalogue.inputs.delete(id);
  for (let start = 0; start < ids.length; start += 500)
    for await (const page of openFitInputs(db, { ids: ids.slice(start, start + 500) })) for (const input of page) catalogue.inputs.set(input.id, input);
  // A job deleted outright, or closed without its updatedAt moving, leaves the counts apart: reload.
  if ((await openCount()) !== catalogue.inputs.size) return null;
  return { ...catalogue, list: null, version, syncedFrom };
}

/** Every open job's fit input, current as of this call. */
export async function openJobsCatalogue(db: DbTx = getDb()): Promise<readonly FitInput[]> {
  let catalogue = globalForCatalogue.__vetsOpenJobsCatalogue ?? null;
  if (catalogue && catalogue.url !== getConfig().DATABASE_URL) catalogue = null;
  if (catalogue) {
    const version = await jobsVersion();
    if (version !== catalogue.version) catalogue = await applyDelta(db, catalogue, version);
  }
  catalogue ??= await loadAll(db);
  catalogue.list ??= [...catalogue.inputs.values()];
  globalForCatalogue.__vetsOpenJobsCatalogue = catalogue;
  return catalogue.list;
}

/** Drops the catalogue (tests that switch databases; a process that stops ranking). */
export function dropOpenJobsCatalogue(): void {
  globalForCatalogue.__vetsOpenJobsCatalogue = null;
}
