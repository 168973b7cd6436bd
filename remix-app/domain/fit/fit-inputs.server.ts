/**
 * What the fit scorer reads of a job, in one canonical form: every path that scores a job (cards,
 * job page, apply, tracker, employer lists, auto-apply, the nearline queue) passes through
 * `fitInput`, so the same posting gives the same inputs, its description and requirements and all
 * its OPM series included, and so the same number (issue 53).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { DbTx } from "~/lib/db.server";
import type { JobForScoring, PostingTerms } from "~/domain/matching/fit-types";
import { decodeTerms, postingText, readAndStoreTerms, termsFromText, type StoredTerms } from "./fit-terms.server";

export { postingText };

/**
 * A job as the scorer reads it: its text always as terms (stored with the job, or read from the
 * text), never the text itself, so every path scores the same thing; `termsDigest` names them in
 * the job's fit version.
 */
export interface FitInput extends JobForScoring {
  terms: PostingTerms;
  termsDigest: string;
  federalSeries: readonly string[];
}

/** The columns of Job the fit reads, its text as the stored terms (Job.fitTerms). */
export const FIT_JOB_SELECT = {
  id: true,
  title: true,
  tags: true,
  onetCode: true,
  clearanceRank: true,
  salaryMin: true,
  salaryMax: true,
  state: true,
  workType: true,
  experienceLevel: true,
  industry: true,
  fitTerms: true,
} as const;

const NO_SERIES: readonly string[] = Object.freeze([]);

function stringTags(value: unknown): string[] {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
}

const termsCache = new LRUCache<string, StoredTerms>({ max: 20_000 });

/** Terms read from a title and text, once per (title, text) in this process (a card page reads the same jobs again). */
function cachedTermsFromText(title: string, text: string): StoredTerms {
  const key = `${title}\u0000${text}`;
  let hit = termsCache.get(key);
  if (hit === undefined) {
    hit = termsFromText(title, text);
    termsCache.set(key, hit);
  }
  return hit;
}

/**
 * The canonical input from anything carrying the scoring fields (a card's row, a candidate, a
 * snapshot job): its stored terms when given and current, else its text read into terms.
 */
export function fitInput(job: JobForScoring & { fitTerms?: string | null; termsDigest?: string }): FitInput {
  let stored: StoredTerms | null = job.terms && job.termsDigest !== undefined ? { terms: job.terms, digest: job.termsDigest } : decodeTerms(job.fitTerms);
  stored ??= cachedTermsFromText(job.title, job.text ?? "");
  const series = job.federalSeries && job.federalSeries.length > 0 ? [...job.federalSeries].sort() : NO_SERIES;
  return {
    id: job.id,
    title: job.title,
    tags: job.tags,
    onetCode: job.onetCode,
    clearanceRank: job.clearanceRank,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    state: job.state,
    workType: job.workType,
    experienceLevel: job.experienceLevel,
    industry: job.industry,
    terms: stored.terms,
    termsDigest: stored.digest,
    federalSeries: series,
  };
}

/**
 * The job's version for stored fits: a hash of exactly what the scorer reads, so a write that
 * changes nothing the fit reads (a view count, last seen) keeps its stored fits, and any change
 * that does makes them stale wherever it was written.
 */
export function jobFitVersion(job: FitInput): string {
  const parts = [
    job.title,
    job.tags.join("\u0001"),
    job.onetCode ?? "",
    String(job.clearanceRank),
    String(job.salaryMin ?? ""),
    String(job.salaryMax ?? ""),
    job.state ?? "",
    job.workType,
    job.experienceLevel ?? "",
    job.industry ?? "",
    job.federalSeries.join(","),
    job.termsDigest,
  ];
  return createHash("sha1").update(parts.join("\u0000")).digest("base64url").slice(0, 16);
}

/** The profile's version for stored fits: a hash of the match profile the scorer was built from. */
export function profileFitVersion(profileKey: string): string {
  return createHash("sha1").update(profileKey).digest("base64url").slice(0, 16);
}

/** A Job row as FIT_JOB_SELECT (or a raw read of the same columns) gives it. */
export interface FitJobRow {
  id: number;
  title: string;
  tags: unknown;
  onetCode: string | null;
  clearanceRank: number;
  salaryMin: number | null;
  salaryMax: number | null;
  state: string | null;
  workType: string;
  experienceLevel: string | null;
  industry: string | null;
  fitTerms: string | null;
}

/**
 * Inputs of Job rows and their OPM series. A row whose stored terms are missing or stale (written
 * by a path that does not store them, or before a format or scorer change) has its text read and
 * its terms written back, so this happens once per posting.
 */
export async function fitInputsOfRows(db: DbTx, rows: readonly FitJobRow[], seriesByJob: ReadonlyMap<number, readonly string[]>): Promise<FitInput[]> {
  const decoded = rows.map((row) => decodeTerms(row.fitTerms));
  const missing = rows.filter((_, i) => decoded[i] === null).map((row) => row.id);
  const fromText = missing.length > 0 ? await readAndStoreTerms(db, missing) : new Map<number, StoredTerms>();
  const inputs: FitInput[] = [];
  rows.forEach((row, i) => {
    const stored = decoded[i] ?? fromText.get(row.id);
    // A job deleted between the two reads has no input.
    if (!stored) return;
    inputs.push(
      fitInput({
        ...row,
        tags: stringTags(row.tags),
        terms: stored.terms,
        termsDigest: stored.digest,
        federalSeries: seriesByJob.get(row.id) ?? NO_SERIES,
      }),
    );
  });
  return inputs;
}

/** OPM series of the jobs, by job. */
export async function federalSeriesOf(db: DbTx, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byJob = new Map<number, string[]>();
  if (ids.length === 0) return byJob;
  const rows = await db.jobFederalSeries.findMany({ where: { jobId: { in: [...ids] } }, select: { jobId: true, series: true } });
  for (const row of rows) {
    const list = byJob.get(row.jobId);
    if (list) list.push(row.series);
    else byJob.set(row.jobId, [row.series]);
  }
  return byJob;
}

/** Jobs' canonical inputs by id: two queries for any number of jobs (the row, then its OPM series). */
export async function loadFitInputs(db: DbTx, ids: readonly number[]): Promise<Map<number, FitInput>> {
  const byId = new Map<number, FitInput>();
  if (ids.length === 0) return byId;
  const unique = [...new Set(ids)];
  const [rows, series] = await Promise.all([db.job.findMany({ where: { id: { in: unique } }, select: FIT_JOB_SELECT }), federalSeriesOf(db, unique)]);
  for (const input of await fitInputsOfRows(db, rows, series)) byId.set(input.id, input);
  return byId;
}
