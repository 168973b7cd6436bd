import { federalSeriesData, federalSeriesForVeteran, type VeteranFederalSeries } from "~/domain/matching/federal-series.server";
import { usajobsSeriesSearchUrl, type FederalTab } from "@shared/federal-hiring-paths";
import { sourceConnector } from "./sources/registry.server";
import { loadVeteranMatchProfile } from "~/domain/matching/veteran-match-profile.server";
import type { JobForScoring } from "~/domain/matching/fit-types";
import type { JobCondition } from "./job-filters.server";

/**
 * The tags the USAJOBS connector gives a posting open to veterans (its HiringPath "vet" or a
 * stated veterans' preference): such jobs come first among "Federal jobs for your MOS".
 */
export const VETERAN_HIRING_TAGS: readonly string[] = ["Veterans' preference", "Hiring path: vet"];

export function hasVeteranHiringPath(tags: readonly string[]): boolean {
  return tags.some((tag) => VETERAN_HIRING_TAGS.includes(tag));
}

/** The veteran's code and its OPM series, from their profile; null without a profile or a known code. */
export async function loadVeteranFederalSeries(userId: number): Promise<VeteranFederalSeries | null> {
  const profile = await loadVeteranMatchProfile(userId);
  return profile ? federalSeriesForVeteran(profile.branch, profile.code) : null;
}

/** "Equipment Operator Series" reads "Equipment Operator"; a title without the suffix stays. */
const seriesTitle = (title: string) => title.replace(/\s+Series$/i, "");

/** The veteran's Federal tab heading facts, or null without a code the crosswalk knows. */
export async function loadFederalTab(userId: number): Promise<FederalTab | null> {
  const federal = await loadVeteranFederalSeries(userId);
  if (!federal) return null;
  const data = federalSeriesData();
  return {
    code_label: federal.codeLabel,
    series: federal.series.map((id) => ({ series: id, title: seriesTitle(data.series[id]?.[1] ?? "") })),
    usajobs_on: sourceConnector("usajobs").availability().ok,
    usajobs_search_url: usajobsSeriesSearchUrl(federal.series),
  };
}

/**
 * Federal jobs in any of the series (JobFederalSeries' (series, jobId) index answers it), from
 * whichever source named the series (USAJOBS, or an imported or employer-posted GS announcement);
 * with no series nothing matches, so the tab is empty rather than every federal job.
 */
export function federalSeriesCondition(series: readonly string[]): JobCondition {
  if (series.length === 0) return { sql: "1 = 0", params: [], kind: "row" };
  return {
    sql: `Job.id IN (SELECT jobId FROM JobFederalSeries WHERE series IN (${series.map(() => "?").join(", ")}))`,
    params: [...series],
    kind: "indexed",
  };
}

/**
 * The federal tab's order: jobs on a veterans' hiring path first, then by fit when sorted by
 * best match, else in the search's order (stable).
 */
export function federalPage(
  candidates: readonly JobForScoring[],
  score: ((job: JobForScoring) => number) | null,
  options: { minimumFit: number; byFit: boolean; skip: number; limit: number },
): { ids: number[]; total: number } {
  const ranked = candidates
    .map((job, position) => ({ id: job.id, vet: hasVeteranHiringPath(job.tags) ? 1 : 0, fit: score ? score(job) : 0, position }))
    .filter((job) => job.fit >= options.minimumFit);
  ranked.sort((a, b) => b.vet - a.vet || (options.byFit ? b.fit - a.fit : 0) || a.position - b.position);
  return { ids: ranked.slice(options.skip, options.skip + options.limit).map((job) => job.id), total: ranked.length };
}
