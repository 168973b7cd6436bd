// Saved job searches and their alerts (issue 55 item 2).

export const SAVED_SEARCHES_LIMIT = 20;
export const SAVED_SEARCH_FREQUENCIES = ["daily", "weekly", "off"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** The /api/jobs parameters a saved search keeps (no sort or paging). */
export const SAVED_SEARCH_FILTER_KEYS = [
  "q",
  "source",
  "location",
  "work_type",
  "employment_type",
  "salary_min",
  "salary_max",
  "clearance_required",
  "veteran_friendly",
  "posted_days",
  "experience_level",
  "industry",
  "mos_match",
  "federal",
  "hiring_path",
] as const;
export type SavedSearchFilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];

export interface SavedSearchView {
  id: number;
  name: string;
  q: string | null;
  /** The filters as /api/jobs takes them (text values), without q. */
  filters: Partial<Record<Exclude<SavedSearchFilterKey, "q">, string>>;
  frequency: SavedSearchFrequency;
  /** /jobs?… with the search, to run it again. */
  search_url: string;
  created_at: string;
  last_alerted_at: string | null;
}

export const SAVED_SEARCHES_FULL = `You can keep up to ${SAVED_SEARCHES_LIMIT} saved searches. Delete one to save another.`;
export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";

export const FREQUENCY_LABEL: Record<SavedSearchFrequency, string> = { daily: "Daily", weekly: "Weekly", off: "Off" };
