import type { JobView } from "./job-view";

/**
 * GET /api/companies/{slug} (issue 55 item 6). An employer's page carries the facts it gave at
 * registration; an imported company's only what its postings say (name, places), its other
 * facts null: nothing is invented.
 */
export interface CompanyView {
  slug: string;
  name: string;
  /** employer: an approved employer account; imported: postings of a company without one. */
  kind: "employer" | "imported";
  /** A proven work email at the company website's domain (issue 54 item 8). */
  domain_verified: boolean;
  size: string | null;
  industry: string | null;
  /** City and state the employer gave. */
  location: string | null;
  website: string | null;
  linkedin_url: string | null;
  /** Hires a year, as the employer gave it ("26-100 per year"). */
  hiring_volume: string | null;
  /** Yes | No | Not Sure, as the employer answered "Do you currently employ veterans?". */
  employs_veterans: string | null;
  /** None | Secret | Top Secret | TS/SCI: the clearance its roles require. */
  security_clearance: string | null;
  /** The places an imported company's open postings name (newest first, at most 8). */
  locations: string[];
}

export interface CompanyPage {
  company: CompanyView;
  /** Open jobs, newest first. */
  jobs: JobView[];
  total: number;
  page: number;
  per_page: number;
}
