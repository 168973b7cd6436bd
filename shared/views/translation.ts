export interface TranslatedTitle {
  onet_code: string;
  title: string;
  score: number;
}

/** A military background read as civilian titles, skills and search keywords. */
export interface Translation {
  titles: TranslatedTitle[];
  skills: string[];
  keywords: string[];
}

/** One civilian career the public translator names, with the plain reason it is there. */
export interface TranslatorCareer {
  onet_code: string;
  title: string;
  score: number;
  reason: string;
}

export interface TranslatorFederalSeries {
  /** "GS-0350" (General Schedule) or "WG-5703" (Federal Wage System). */
  series: string;
  title: string;
}

/** An open job that fits the code, for a signed-out visitor: no fit score until they sign up. */
export interface TranslatorJob {
  id: number;
  title: string;
  company: string;
  location: string | null;
}

export interface TranslatorMatch {
  service: string;
  branch: string;
  code: string;
  /** "MOS 88M", "AFSC 3D1X2", "rating IT". */
  code_label: string;
  military_title: string;
  careers: TranslatorCareer[];
  skills: string[];
  related: { onet_code: string; title: string }[];
  federal_series: TranslatorFederalSeries[];
  jobs: TranslatorJob[];
}

export interface TranslatorSuggestion {
  code: string;
  branch: string;
  code_label: string;
  military_title: string;
}

/** GET /api/translate?q=…: what a code or title means in civilian terms, for anyone. */
export interface PublicTranslation {
  query: string;
  /** The branch the question was narrowed to (?branch=army), or null for every branch. */
  branch: string | null;
  /** More than one when the code exists as typed in several branches: each is labelled with its branch. */
  matches: TranslatorMatch[];
  /** Other branches' codes that only begin with what was typed ("11B" → Air Force AFSC 11B1A), offered apart. */
  other_branches: TranslatorSuggestion[];
  /** "Did you mean": codes a typo away, or military titles that contain the words. */
  suggestions: TranslatorSuggestion[];
  attribution: string;
}

/** The longest question the translator takes: a code or a military title, not a paragraph. */
export const TRANSLATOR_MAX_QUERY_LENGTH = 100;
