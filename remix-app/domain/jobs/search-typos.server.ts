/**
 * "Did you mean logistics coordinator?": when a text search finds nothing, each word of the query
 * that no open job's title uses is replaced by the closest title word (one edit away for short
 * words, two for longer ones; the commoner word on a tie). The vocabulary is the open jobs' title
 * words with their counts, read in one grouped query and kept per jobs version (decision 108), so
 * it works the same on SQLite and MySQL. Called by search only when a query found no job.
 */
import type { Db } from "~/lib/db.server";

const MAX_TITLES = 50_000;
const MIN_WORD = 4;
/** A rebuilt vocabulary is kept at least this long, so a busy import does not rebuild it per search. */
const MIN_AGE_MS = 60_000;

interface Vocabulary {
  version: number;
  builtAt: number;
  counts: Map<string, number>;
}

let vocabulary: Vocabulary | null = null;

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

async function loadVocabulary(db: Db, version: number): Promise<Map<string, number>> {
  if (vocabulary && (vocabulary.version === version || Date.now() - vocabulary.builtAt < MIN_AGE_MS)) return vocabulary.counts;
  const rows = await db.job.groupBy({ by: ["title"], where: { status: "open" }, _count: { _all: true }, take: MAX_TITLES, orderBy: { title: "asc" } });
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const word of new Set(wordsOf(row.title))) if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + row._count._all);
  vocabulary = { version, builtAt: Date.now(), counts };
  return counts;
}

/** Edit distance with adjacent transpositions (optimal string alignment), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

function closestWord(word: string, counts: ReadonlyMap<string, number>): string | null {
  const max = word.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of counts) {
    if (Math.abs(candidate.length - word.length) > max) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count };
  }
  return best?.word ?? null;
}

/** The query with its misspelt words corrected, or null when every word is known or none has a near neighbour. */
export async function didYouMean(db: Db, version: number, q: string): Promise<string | null> {
  const words = wordsOf(q);
  if (words.length === 0 || words.length > 8) return null;
  const counts = await loadVocabulary(db, version);
  let changed = false;
  const corrected = words.map((word) => {
    if (word.length < MIN_WORD || counts.has(word)) return word;
    const closest = closestWord(word, counts);
    if (closest === null) return word;
    changed = true;
    return closest;
  });
  return changed ? corrected.join(" ") : null;
}
