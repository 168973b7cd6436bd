/**
 * The scorers of every veteran with a ranked list, for scoring new postings into those lists. Kept
 * between tasks in the worker, by the profile version each list was ranked for: building 10,000
 * scorers (and reading their profiles) was most of what one imported posting cost. The key is the
 * profile's content, so a kept scorer is exactly the list's own profile's; a veteran who changed
 * their profile since gets a new version and a new scorer when their list is ranked again.
 */
import { LRUCache } from "lru-cache";
import { readRows } from "~/lib/db.server";
import { createFitScorer, matchProfileKey, type FitScorer } from "~/domain/matching/fit-score.server";
import { FIT_SCORER_VERSION } from "~/domain/matching/fit-version";
import { MATCH_PROFILE_COLUMNS, matchProfileFromRow, type MatchProfileRow } from "~/domain/matching/veteran-match-profile.server";
import { profileFitVersion } from "./fit-inputs.server";

/** Scorers kept at most: about 12 KB each with their memo maps emptied, so 240 MB at most (decision 120). */
const KEPT_SCORERS = 20_000;
/** Profiles read per query for the veterans without a kept scorer. */
const PROFILES_PER_READ = 1000;

const kept = new LRUCache<string, FitScorer>({ max: KEPT_SCORERS });

export interface ListState {
  userId: number;
  profileVersion: string;
  floor: number;
}

export interface ListScorer {
  state: ListState;
  scorer: FitScorer;
}

/**
 * Every list ranked by today's scorer with its veteran's scorer. A list ranked for a profile the
 * veteran has since changed, and whose scorer is not kept, is left out: it waits for its own
 * re-ranking (queued with the profile change).
 */
export async function listScorers(onlyUserId?: number): Promise<ListScorer[]> {
  const states = (
    await readRows<{ userId: number | bigint; profileVersion: string; floor: number | bigint }>(
      `SELECT userId, profileVersion, floor FROM FitIndexState WHERE scorerVersion = ?${onlyUserId === undefined ? "" : " AND userId = ?"}`,
      FIT_SCORER_VERSION,
      ...(onlyUserId === undefined ? [] : [onlyUserId]),
    )
  ).map((row) => ({ userId: Number(row.userId), profileVersion: row.profileVersion, floor: Number(row.floor) }));
  const missing = states.filter((state) => !kept.has(state.profileVersion));
  for (let start = 0; start < missing.length; start += PROFILES_PER_READ)
    await keepScorersOf(missing.slice(start, start + PROFILES_PER_READ));
  const scorers: ListScorer[] = [];
  for (const state of states) {
    const scorer = kept.get(state.profileVersion);
    if (scorer) scorers.push({ state, scorer });
  }
  return scorers;
}

async function keepScorersOf(states: readonly ListState[]): Promise<void> {
  const rows = await readRows<MatchProfileRow & { userId: number | bigint }>(
    `SELECT p.userId AS userId, ${MATCH_PROFILE_COLUMNS}
    FROM VeteranProfile p LEFT JOIN AutoApplySettings a ON a.userId = p.userId
    WHERE p.userId IN (${states.map(() => "?").join(", ")})`,
    ...states.map((state) => state.userId),
  );
  const wanted = new Map(states.map((state) => [state.userId, state.profileVersion]));
  for (const row of rows) {
    const profile = matchProfileFromRow(row);
    const version = profileFitVersion(matchProfileKey(profile));
    if (version === wanted.get(Number(row.userId)) && !kept.has(version)) kept.set(version, createFitScorer(profile));
  }
}

/**
 * Postings the kept scorers memoise before they forget them. Each posting adds about 4 MB of memo
 * entries to 10,000 scorers, and emptying their 70,000 memo maps costs 60 to 90 ms however few
 * entries they hold (every map is touched), as much as scoring the posting into them: a task of one
 * posting paid it whole. Once per this many postings, the memos stay under about 40 MB.
 */
const POSTINGS_BETWEEN_FORGETS = 10;
let postingsSinceForget = 0;

/** After a task of `postings`: the kept scorers drop what they memoised (titles, tags, states) once enough postings have gathered. */
export function forgetScoredPostings(scorers: readonly ListScorer[], postings: number): void {
  postingsSinceForget += postings;
  if (postingsSinceForget < POSTINGS_BETWEEN_FORGETS) return;
  postingsSinceForget = 0;
  for (const { scorer } of scorers) scorer.forget();
}

/** Drops every kept scorer, as a new worker starts (the bench's uncached figure). */
export function dropKeptScorers(): void {
  kept.clear();
  postingsSinceForget = 0;
}
