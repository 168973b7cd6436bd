/**
 * The fit scorer's types, in one file that imports nothing but shared types: the scorer and its
 * criteria pass them to each other, and declaring them in fit-score.server.ts made each criterion
 * import the module that imports it.
 */
import type { FitAudience, FitReasonKind } from "@shared/fit-reasons";
import type { JobText } from "./posting-text.server";

export type { FitAudience, FitReasonKind };

export interface JobForScoring {
  id: number;
  title: string;
  tags: string[];
  onetCode: string | null;
  clearanceRank: number;
  salaryMin: number | null;
  salaryMax: number | null;
  state: string | null;
  workType: string;
  experienceLevel: string | null;
  industry: string | null;
  /** "Full-time", "Part-time", "Contract"…, when the caller has it: the schedule reason reads it. */
  employmentType?: string | null;
  /** OPM series of a federal posting ("2210"), when loaded (JobFederalSeries). */
  federalSeries?: readonly string[];
  /**
   * The posting's description and requirements, when the caller has them: read for the words of
   * the veteran's occupation and for military codes it names. Without it the title and tags decide.
   */
  text?: string | null;
  /**
   * The text as the scorer reads it, when the caller has it (stored with the job at write time):
   * then `text` is not read. Built from title and text by postingTerms (posting-terms.server.ts).
   */
  terms?: PostingTerms | null;
}

/** What the scorer reads of a posting's title and text, read once (posting-terms.server.ts). */
export interface PostingTerms {
  text: JobText;
  /** The tools and credentials the title and text ask for by name (fit-requirements.server.ts). */
  requirements: readonly string[];
}

export interface VeteranMatchProfile {
  branch: string | null;
  code: string | null;
  rank: string | null;
  yearsOfService: number | null;
  clearance: string | null;
  skills: string[];
  desiredRoles: string[];
  industries: string[];
  location: string | null;
  minSalary?: number | null;
  /** The profile's verifiedStatus; until then a clearance is "self-reported". */
  verified?: boolean;
}

/** score is an integer 0..100; reasons are short sentences, shortfalls included; kinds[i] marks reasons[i]. */
export interface FitResult {
  score: number;
  reasons: string[];
  kinds: FitReasonKind[];
}

export type JobScorer = (job: JobForScoring) => FitResult;

/** Points one criterion gives a job; a negative reason explains a gap that lowers the score. */
export interface CriterionResult {
  points: number;
  reason: string | null;
  /** True when the reason names a shortfall (its kind is then not_met). */
  negative?: boolean;
  /** The reason's mark when it is not a plain met or a shortfall (e.g. partial). */
  kind?: FitReasonKind;
  /** The job asks for more clearance than the veteran holds. */
  clearanceGap?: boolean;
  /** An occupation match reached only through the combat-arms fallbacks (translation.server.ts). */
  fallback?: boolean;
}

export type Criterion = (job: JobForScoring) => CriterionResult;
