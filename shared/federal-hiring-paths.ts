/**
 * Veterans' hiring paths into federal jobs, as filters on the Federal tab (hiring_path=…). The
 * USAJOBS connector tags a posting with each path its announcement names; the filter reads the tag.
 */
export const FEDERAL_HIRING_PATHS = [
  { key: "preference", label: "Veterans' preference", tag: "Veterans' preference" },
  { key: "veoa", label: "VEOA (Veterans Employment Opportunities Act)", tag: "Hiring path: VEOA" },
  { key: "vra", label: "VRA (Veterans Recruitment Appointment)", tag: "Hiring path: VRA" },
  { key: "disabled30", label: "30% or more disabled veterans", tag: "Hiring path: 30% disabled veteran" },
] as const;

export type FederalHiringPath = (typeof FEDERAL_HIRING_PATHS)[number]["key"];
export const FEDERAL_HIRING_PATH_KEYS = FEDERAL_HIRING_PATHS.map((path) => path.key) as unknown as readonly [FederalHiringPath, ...FederalHiringPath[]];

/** The tag a path's postings carry. */
export function hiringPathTag(key: FederalHiringPath): string {
  return FEDERAL_HIRING_PATHS.find((path) => path.key === key)?.tag ?? "";
}

/** Federal pay grade tags the connector writes ("GS-11", "GS-07 to GS-09", "WG-08"). */
export const FEDERAL_GRADE_TAG = /^(GS|GG|WG|WL|WS|GL|FV|NH|ND)-\d{2}( to (GS|GG|WG|WL|WS|GL|FV|NH|ND)-\d{2})?$/;

/** The grade a posting's tags name, or null. */
export function federalGrade(tags: readonly string[]): string | null {
  return tags.find((tag) => FEDERAL_GRADE_TAG.test(tag)) ?? null;
}

/** A USAJOBS search for the series, veterans' hiring path: where to look when none are listed here. */
export function usajobsSeriesSearchUrl(series: readonly string[]): string {
  const params = new URLSearchParams();
  for (const id of series) params.append("j", id);
  params.append("hp", "veteran");
  return `https://www.usajobs.gov/search/results/?${params}`;
}

/** What the Federal tab says above its jobs: the series by name, and whether USAJOBS is imported at all. */
export interface FederalTab {
  /** "MOS 88M". */
  code_label: string;
  /** [{ series: "2101", title: "Transportation Specialist" }], in the crosswalk's order. */
  series: { series: string; title: string }[];
  /** False when this site does not import USAJOBS (no key set): the tab then says so. */
  usajobs_on: boolean;
  /** A USAJOBS search for these series on the veterans' hiring path. */
  usajobs_search_url: string;
}
