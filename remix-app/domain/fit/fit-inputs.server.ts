/**
 * What the fit scorer reads of a job, in one canonical form: every path that scores a job (cards,
 * job page, apply, tracker, employer lists, auto-apply, the nearline queue) passes through
 * `fitInput`, so the same posting gives the same inputs, its description and requirements and all
 * its OPM series included, and so the same number (issue 53).
 */
import { createHash } from "node:crypto";
import type { DbTx } from "~/lib/db.server";
import type { JobForScoring } from "~/domain/matching/fit-types";

/** A job as the scorer reads it; `text` is always there ("" when the posting has none). */
export interface FitInput extends JobForScoring {
  text: string;
  federalSeries: readonly string[];
}

/** The columns of Job the fit reads (text from description and requirements). */
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
  description: true,
  requirements: true,
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

/** The posting's text as the scorer reads it: the description, then the requirements. */
export function postingText(description: string | null | undefined, requirements: string | null | undefined): string {
  return requirements ? `${description ?? ""}\n${requirements}` : (description ?? "");
}

/** The canonical input from anything carrying the scoring fields (a card's row, a candidate, a snapshot job). */
export function fitInput(job: JobForScoring): FitInput {
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
    text: job.text ?? "",
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
    job.text,
  ];
  return createHash("sha1").update(parts.join("\u0000")).digest("base64url").slice(0, 16);
}

/** The profile's version for stored fits: a hash of the match profile the scorer was built from. */
export function profileFitVersion(profileKey: string): string {
  return createHash("sha1").update(profileKey).digest("base64url").slice(0, 16);
}

/** Jobs' canonical inputs by id: two queries for any number of jobs (the row, then its OPM series). */
export async function loadFitInputs(db: DbTx, ids: readonly number[]): Promise<Map<number, FitInput>> {
  const byId = new Map<number, FitInput>();
  if (ids.length === 0) return byId;
  const unique = [...new Set(ids)];
  const [rows, series] = await Promise.all([
    db.job.findMany({ where: { id: { in: unique } }, select: FIT_JOB_SELECT }),
    db.jobFederalSeries.findMany({ where: { jobId: { in: unique } }, select: { jobId: true, series: true } }),
  ]);
  const seriesByJob = new Map<number, string[]>();
  for (const row of series) seriesByJob.set(row.jobId, [...(seriesByJob.get(row.jobId) ?? []), row.series]);
  for (const row of rows) {
    byId.set(
      row.id,
      fitInput({
        ...row,
        tags: stringTags(row.tags),
        text: postingText(row.description, row.requirements),
        federalSeries: seriesByJob.get(row.id) ?? NO_SERIES,
      }),
    );
  }
  return byId;
}
