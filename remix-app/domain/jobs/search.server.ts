import type { Role } from "@shared/roles";
import { MOS_MATCH_THRESHOLDS } from "@shared/job-taxonomy";
import type { JobSearchQuery } from "@shared/schemas/job-search";
import { getConfig } from "~/lib/config.server";
import { getDb, readRows, type Db } from "~/lib/db.server";
import { veteranFitFor, type JobForScoring, type VeteranFit } from "~/domain/matching/fit-score.server";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import { readVeteranFits } from "~/domain/fit/fit-store.server";
import { fitInput } from "~/domain/fit/fit-inputs.server";
import { storedFitList } from "~/domain/fit/fit-first-list.server";
import { TOP_MATCHES } from "~/domain/fit/fit-ranking.server";
import { applicationStatesForJobs } from "~/domain/applications/application-states.server";
import { searchWords } from "./full-text-query.server";
import { savedAmong } from "./saved-job-marks.server";
import { jobConditions } from "./job-filters.server";
import { JOB_JSON_SELECT, jobJson, scoringFields, scoringFieldsOfRaw, type JobJson, type RawScoringRow } from "./job-json.server";
import { cachedRowsById, cachedSearch, estimatedBytes, readJobsVersion } from "./search-cache.server";
import { federalPage, federalSeriesCondition } from "./federal-path.server";
import { didYouMean } from "./search-typos.server";
import { extrasOf, federalSeriesByJob, jobSourceExtras } from "./job-listings.server";
import { candidatesSql, countSql, fitCandidatesSql, pageSql, type SearchSqlInput, type Sql } from "./search-sql.server";
import type { JobCondition } from "./job-filters.server";
import { roleMay } from "~/domain/access/policy.server";

export interface JobViewer {
  id: number;
  role: Role;
}

export interface JobSearchResult {
  jobs: JobJson[];
  total: number;
  skip: number;
  limit: number;
  /** The order applied: the query's, or best_match for a veteran with a profile who named none. */
  sort: JobSearchQuery["sort"];
  /** When a text search found nothing: the query with misspelt words corrected ("logistics coordinator"). */
  did_you_mean?: string;
}

/**
 * GET /api/jobs: every filter in SQL over open jobs, full-text relevance then recency.
 * A veteran's jobs carry fit_score, fit_reasons (with fit_reason_kinds) and their application.
 * A veteran with a profile who names no sort gets best_match (fit first, issue 43). Sorting by fit
 * or filtering by it (mos_match) scores the fit candidates the job indexes give (pageByFit), never
 * every open job. "Federal jobs for your MOS" (federal=mos) narrows to USAJOBS jobs in the series the
 * crosswalk gives the veteran's code, veterans' hiring paths first.
 */
export async function searchJobs(query: JobSearchQuery, viewer: JobViewer): Promise<JobSearchResult> {
  const db = getDb();
  const [profile, version] = await Promise.all([
    roleMay(viewer, "keep-veteran-profile") ? loadVeteranMatchProfile(viewer.id) : null,
    readJobsVersion(db),
  ]);
  const fit = profile ? veteranFitFor(profile) : null;
  const series = fit?.federal?.series ?? [];
  const conditions = jobConditions(query, startOfMinute(new Date()));
  if (query.federal === "mos") conditions.push(federalSeriesCondition(series));
  const sort = query.sort_defaulted === true && fit ? "best_match" : query.sort;
  const input: SearchSqlInput = {
    // The posted-within window starts on a whole minute, so a search repeated within that minute
    // is the same search (and cache entry); a job leaves the window at most a minute late.
    conditions,
    words: searchWords(query.q),
    order: sort === "recent" ? "recent" : "relevance",
  };
  const inputKey = JSON.stringify(input);
  const minimumFit = query.mos_match ? MOS_MATCH_THRESHOLDS[query.mos_match] : 0;
  const fitOptions = { minimumFit, byFit: sort === "best_match", skip: query.skip, limit: query.limit };
  const page =
    query.federal === "mos"
      ? federalPage(
          await withFederalSeries(db, await cachedCandidates(version, inputKey, db, input), series),
          fit?.score ?? null,
          fitOptions,
        )
      : fit && (minimumFit > 0 || sort === "best_match")
        ? (fitOptions.byFit && (await pageFromStoredList(db, version, viewer.id, input, fit, fitOptions))) ||
          (await pageByFit(db, version, input, fit, fitOptions))
        : await cachedSearch(
            version,
            `page ${inputKey} ${query.skip} ${query.limit}`,
            (result) => 64 + 8 * result.ids.length,
            () => pageInSql(db, input, query.skip, query.limit),
          );

  // The rows are shared by every viewer (cached); the viewer's own applications are read fresh.
  const [rows, applied, saved] = await Promise.all([
    cachedRowsById(version, "job", page.ids, (ids) => db.job.findMany({ where: { id: { in: ids } }, select: JOB_JSON_SELECT })),
    roleMay(viewer, "keep-veteran-profile") ? applicationStatesForJobs(viewer.id, page.ids) : null,
    roleMay(viewer, "save-job") ? savedAmong(viewer.id, page.ids) : null,
  ]);
  // Other sources and federal series of the whole page: two queries, not two per job.
  const extras = await jobSourceExtras(db, rows);
  // The page's fits are the stored ones (issue 53): the same number the job page, the tracker, the
  // employer's lists and auto-apply read for this veteran and job.
  const fits = profile
    ? await readVeteranFits(
        viewer.id,
        rows.map((row) => fitInput(scoringFields(row, extrasOf(extras, row.id)))),
        { profiles: new Map([[viewer.id, profile]]) },
      )
    : null;
  const jobs = rows.map((row) => {
    const rowExtras = extrasOf(extras, row.id);
    const json = jobJson(row, fits?.get(row.id) ?? null, rowExtras);
    return applied && saved ? { ...json, application: applied.get(row.id) ?? null, saved: saved.has(row.id) } : json;
  });
  const suggestion = page.total === 0 && query.q ? await didYouMean(db, version, query.q) : null;
  return {
    jobs,
    total: page.total,
    skip: query.skip,
    limit: query.limit,
    sort,
    ...(suggestion ? { did_you_mean: suggestion } : {}),
  };
}

const startOfMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000);

interface PageOfIds {
  ids: number[];
  total: number;
}

const dialect = () => getConfig().databaseKind;

function run<T>(db: Db, sql: Sql): Promise<T[]> {
  return db.$queryRawUnsafe<T[]>(sql.text, ...sql.params);
}

async function pageInSql(db: Db, input: SearchSqlInput, skip: number, limit: number): Promise<PageOfIds> {
  const rows = await run<{ id: number | bigint; total: number | bigint }>(db, pageSql(dialect(), input, skip, limit));
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0].total) };
  if (skip === 0) return { ids: [], total: 0 };
  const [count] = await run<{ total: number | bigint }>(db, countSql(dialect(), input));
  return { ids: [], total: Number(count?.total ?? 0) };
}

/** What a list of candidates holds, for the cache's budget (tags are an array estimatedBytes does not weigh). */
const candidateBytes = (rows: readonly JobForScoring[]) =>
  rows.reduce((bytes, row) => bytes + estimatedBytes(row) + 2 * row.tags.join("").length, 64);

/** Every match's scoring columns in search order: for narrow searches only (the federal tab). */
function cachedCandidates(version: number, inputKey: string, db: Db, input: SearchSqlInput): Promise<JobForScoring[]> {
  return cachedSearch(version, `candidates ${inputKey}`, candidateBytes, async () =>
    (await run<RawScoringRow>(db, candidatesSql(dialect(), input))).map(scoringFieldsOfRaw),
  );
}

/** Candidates with the veteran's series they carry (one query on the series index), so the fit's federal reason counts. */
async function withFederalSeries<T extends JobForScoring & { id: number }>(
  db: Db,
  rows: readonly T[],
  series: readonly string[],
): Promise<T[]> {
  if (series.length === 0 || rows.length === 0) return [...rows];
  const byJob = await federalSeriesByJob(
    db,
    rows.map((row) => row.id),
    series,
  );
  return rows.map((row) => (byJob.has(row.id) ? { ...row, federalSeries: byJob.get(row.id) } : row));
}

/**
 * How many candidates each index gives the fit-first order: the family's occupations (by O*NET
 * code), its title words, the veteran's code named in the text, and the search's own first hits
 * (the freshest or most relevant, so a strong fit by skills alone can still surface).
 */
const FIT_SOURCE_LIMITS = { codes: 150, titles: 100, mention: 50, base: 50 } as const;
/**
 * A search with at most this many matches is scored whole: its first source is all of it, so
 * the order is exact and no other source, count or "rest" query runs (most searches with text).
 */
const COMPLETE_POOL = 400;

type FitCandidate = ReturnType<typeof scoringFieldsOfRaw>;

/** One source of fit candidates, cached per jobs version: veterans of one family share it. */
function fitSource(db: Db, version: number, input: SearchSqlInput, limit: number): Promise<FitCandidate[]> {
  return cachedSearch(version, `fit-source ${JSON.stringify(input)} ${limit}`, candidateBytes, async () => {
    const sql = fitCandidatesSql(dialect(), input, limit);
    return (await readRows<RawScoringRow>(sql.text, ...sql.params)).map(scoringFieldsOfRaw);
  });
}

/** "15-1232.00" is also stored as "15-1232". */
const onetCodeForms = (codes: readonly string[]) => [...new Set(codes.flatMap((code) => [code, code.replace(/\.00$/, "")]))];

/** The candidates the job indexes give for the veteran's keys, beyond the search's own first hits. */
function keyedSources(db: Db, version: number, input: SearchSqlInput, keys: VeteranFit["keys"]): Promise<FitCandidate[]>[] {
  const forms = onetCodeForms(keys.onetCodes);
  const codes: JobCondition = { sql: `Job.onetCode IN (${forms.map(() => "?").join(", ")})`, params: forms, kind: "indexed" };
  return [
    forms.length > 0
      ? fitSource(db, version, { ...input, conditions: [...input.conditions, codes] }, FIT_SOURCE_LIMITS.codes)
      : Promise.resolve([]),
    keys.titleWords.length > 0
      ? fitSource(db, version, { ...input, titleWords: keys.titleWords }, FIT_SOURCE_LIMITS.titles)
      : Promise.resolve([]),
    keys.codeWord
      ? fitSource(db, version, { ...input, mentionWord: keys.codeWord }, FIT_SOURCE_LIMITS.mention)
      : Promise.resolve([]),
  ];
}

/** Rows of the stored list a fit-first page first checks against the search's filters. */
const STORED_LIST_FIRST_SLICE = 60;

/**
 * The fit-first page from the veteran's stored list, when it is current: the listed jobs this search
 * matches (queries on growing slices of their ids), in the list's order. Exact for the page when the
 * list holds every open job or enough matches reach the page's end; otherwise null and the
 * candidates answer.
 */
async function pageFromStoredList(
  db: Db,
  version: number,
  userId: number,
  input: SearchSqlInput,
  fit: VeteranFit,
  options: { skip: number; limit: number; minimumFit: number },
): Promise<PageOfIds | null> {
  const stored = await storedFitList(userId, fit, db);
  if (!stored) return null;
  // Past a full list, jobs below its floor are unknown: a threshold's total needs the candidates.
  if (!stored.complete && options.minimumFit > 0) return null;
  const end = options.skip + options.limit;
  // The list's best first, in growing slices, until the page is filled: the search's filters run
  // on a slice's ids, not on all 1,000 (a first page with no filters passes its first 20 rows).
  // A complete list is read and filtered whole, since its total is what passes.
  const matched: { jobId: number; score: number }[] = [];
  const taken = new Set<number>();
  let checked = 0;
  let slice = stored.complete ? TOP_MATCHES : Math.max(STORED_LIST_FIRST_SLICE, 2 * end);
  for (;;) {
    const rows = await stored.read(checked, slice);
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.jobId);
    const among: SearchSqlInput = { ...input, order: "recent", ids };
    const passing = new Set(
      (await run<{ id: number | bigint }>(db, pageSql(dialect(), among, 0, ids.length))).map((row) => Number(row.id)),
    );
    // The queue may write the list between two slices: a row that moved into the next slice counts once.
    for (const row of rows) {
      if (passing.has(row.jobId) && row.score >= options.minimumFit && !taken.has(row.jobId)) {
        taken.add(row.jobId);
        matched.push(row);
      }
    }
    checked += rows.length;
    if (rows.length < slice || (!stored.complete && matched.length >= end)) break;
    slice *= 4;
  }
  if (checked === 0) return null;
  if (stored.complete) return { ids: matched.slice(options.skip, end).map((row) => row.jobId), total: matched.length };
  if (matched.length < end) return null;
  return { ids: matched.slice(options.skip, end).map((row) => row.jobId), total: await searchCount(db, version, input) };
}

function searchCount(db: Db, version: number, input: SearchSqlInput): Promise<number> {
  return cachedSearch(
    version,
    `count ${JSON.stringify(input)}`,
    () => 64,
    async () => {
      const [count] = await run<{ total: number | bigint }>(db, countSql(dialect(), input));
      return Number(count?.total ?? 0);
    },
  );
}

/**
 * The fit-first page: the candidates the indexes give, scored and sorted by fit (ties: newer id
 * first), then, past them, the other matches in search order. Deterministic for a jobs version
 * and profile, so pages follow on from each other. A search of at most COMPLETE_POOL matches is
 * scored whole. With a mos_match threshold, jobs no index offered count as below it (their
 * occupation, titles and text say nothing of the family).
 */
async function pageByFit(
  db: Db,
  version: number,
  input: SearchSqlInput,
  fit: VeteranFit,
  options: { minimumFit: number; byFit: boolean; skip: number; limit: number },
): Promise<PageOfIds> {
  // Sorted by fit, the probe reads in recency order: a whole pool is sorted by fit anyway, and
  // ranking by text relevance is a third of the query's cost. A mos_match filter keeps the search's
  // own order, so its probe reads in that order.
  const probeOrder = options.byFit ? "recent" : input.order;
  const first = await fitSource(db, version, { ...input, order: probeOrder }, COMPLETE_POOL + 1);
  const complete = first.length <= COMPLETE_POOL;
  const sources = complete
    ? [first]
    : await Promise.all([
        probeOrder === input.order
          ? first.slice(0, FIT_SOURCE_LIMITS.base)
          : fitSource(db, version, input, FIT_SOURCE_LIMITS.base),
        ...keyedSources(db, version, input, fit.keys),
      ]);
  const seen = new Set<number>();
  const scored: { id: number; fit: number; position: number }[] = [];
  for (const source of sources) {
    for (const job of source) {
      if (seen.has(job.id)) continue;
      seen.add(job.id);
      const score = fit.scoreAtLeast(job, options.minimumFit);
      if (score >= options.minimumFit) scored.push({ id: job.id, fit: score, position: scored.length });
    }
  }
  if (options.byFit) scored.sort((a, b) => b.fit - a.fit || b.id - a.id);
  else scored.sort((a, b) => a.position - b.position);
  const fromPool = scored.slice(options.skip, options.skip + options.limit).map((candidate) => candidate.id);
  if (options.minimumFit > 0) return { ids: fromPool, total: scored.length };
  if (complete) return { ids: fromPool, total: first.length };

  const total = await searchCount(db, version, input);
  const wanted = options.limit - fromPool.length;
  if (wanted <= 0 || options.skip + fromPool.length >= total) return { ids: fromPool, total };
  // Past the candidates: the other matches in search order (the candidates left out).
  const poolIds = [...seen];
  const rest: SearchSqlInput = {
    ...input,
    conditions: [
      ...input.conditions,
      { sql: `Job.id NOT IN (${poolIds.map(() => "?").join(", ")})`, params: poolIds, kind: "row" },
    ],
  };
  const restSkip = Math.max(0, options.skip - scored.length);
  const after = await pageInSql(db, rest, restSkip, wanted);
  return { ids: [...fromPool, ...after.ids], total };
}
