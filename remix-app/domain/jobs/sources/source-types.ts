/**
 * The contract between a job source's connector (one file per API in this folder) and the refresh
 * that stores what it finds. A connector only fetches and maps; it never writes to the database.
 */

export const SOURCE_CONNECTORS = ["usajobs", "greenhouse", "lever", "adzuna", "jsonld"] as const;
export type SourceConnectorName = (typeof SOURCE_CONNECTORS)[number];

export type SalaryPeriod = "hour" | "day" | "week" | "month" | "year";

/** The salary as the source stated it, kept beside the yearly USD figures we search on. */
export interface OriginalSalary {
  min: number | null;
  max: number | null;
  currency: string;
  period: SalaryPeriod;
  /** Adzuna's `salary_is_predicted`: an estimate, not the employer's figure. */
  predicted?: boolean;
}

/**
 * One posting mapped to our Job. Field names follow the import row (`job-import-row.server.ts`)
 * so a posting is validated by the same schema as an import file.
 */
export interface SourcePosting {
  source: string; // a JOB_SOURCES value (shared/job-taxonomy.ts)
  external_id: string;
  title: string;
  company: string;
  location: string | null;
  /** ISO 3166-1 alpha-2 where the source says it ("US"). */
  country: string | null;
  work_type: "Remote" | "Hybrid" | "On-site";
  employment_type: "Full-time" | "Part-time" | "Contract" | "Temporary" | "Internship";
  /** Yearly USD, whole dollars. */
  salary_min: number | null;
  salary_max: number | null;
  salary_original: OriginalSalary | null;
  /** Plain text made from the source's HTML: scripts, styles and tags stripped, paragraphs kept. */
  description: string;
  requirements: string | null;
  tags: string[];
  clearance_required: string | null;
  posted_at: string | null; // ISO 8601
  closes_at: string | null; // ISO 8601; the posting closes after it
  apply_url: string;
  /** The posting's own page at the source (may equal apply_url). */
  source_url: string | null;
  /** OPM occupational series of a federal posting ("2210"); empty elsewhere. */
  federal_series: string[];
}

export interface SourceRejection {
  /** The source's id for the row when it had one. */
  external_id: string | null;
  reasons: string[];
}

export interface SourcePage {
  postings: SourcePosting[];
  rejected: SourceRejection[];
}

/** What one fetch covers: a Greenhouse board token, a Lever site, a JSON-LD URL, or a search. */
export interface SourceTarget {
  /** Board token, Lever site or page URL; absent for search APIs (USAJOBS, Adzuna). */
  board?: string;
  /** Only postings published on or after this date, where the API can filter. */
  since?: Date;
  /** Stop after this many postings (a cap on paging). */
  maxPostings?: number;
  /** The employer's name where the source does not give one (Lever; a Greenhouse board without a name). */
  company?: string;
  /** Filters of the search APIs (USAJOBS; Adzuna takes keyword and location). */
  search?: SourceSearch;
}

/** USAJOBS Search API filters; Adzuna reads `keyword` (what) and `location` (where). */
export interface SourceSearch {
  keyword?: string;
  /** OPM occupational series ("2210"): USAJOBS JobCategoryCode. */
  jobCategoryCodes?: string[];
  /** USAJOBS hiring paths: vet, fed-transition, public, … */
  hiringPaths?: string[];
  location?: string;
  radiusMiles?: number;
  /** USAJOBS SecurityClearanceRequired codes. */
  securityClearanceRequired?: string[];
  remoteOnly?: boolean;
}

export type SourceAvailability = { ok: true } | { ok: false; reason: string };

export interface SourceConnector {
  name: SourceConnectorName;
  /** Off without credentials, with the reason the admin panel and the log show. */
  availability(): SourceAvailability;
  /** Pages of postings to the end or the cap; throws SourceFetchError when the source fails. */
  fetchPages(target: SourceTarget, signal?: AbortSignal): AsyncIterable<SourcePage>;
}

export class SourceFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "SourceFetchError";
  }
}
