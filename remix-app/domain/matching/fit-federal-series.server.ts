import { federalSeriesForVeteran } from "./federal-series.server";
import type { CriterionResult, FitAudience, JobForScoring, VeteranMatchProfile } from "./fit-types";

/**
 * Points for a federal posting in an OPM series the crosswalk gives the veteran's code. USAJOBS
 * postings carry a series, rarely an O*NET code, so without this the occupation criterion would
 * score every federal job as unrelated (decision 087).
 */
export const FEDERAL_SERIES_POINTS = 30;

const NO_REASON: CriterionResult = { points: 0, reason: null };

/** "Federal series 2210 matches your MOS 25B" when the job's series meet the veteran's; nothing otherwise. */
export function federalSeriesCriterion(profile: VeteranMatchProfile, audience: FitAudience): (job: JobForScoring) => CriterionResult {
  const veteran = federalSeriesForVeteran(profile.branch, profile.code);
  if (!veteran) return () => NO_REASON;
  const mine = new Set(veteran.series);
  const whose = audience === "veteran" ? "your" : "their";
  return (job) => {
    const matched = job.federalSeries?.find((series) => mine.has(series));
    if (!matched) return NO_REASON;
    return { points: FEDERAL_SERIES_POINTS, reason: `Federal series ${matched} matches ${whose} ${veteran.codeLabel}`, kind: "met" };
  };
}
