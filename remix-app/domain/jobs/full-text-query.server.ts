/**
 * Turns the search box text into words for the full-text index. Both databases get the same
 * words, matched as prefixes ("engineer" finds "engineering"), all required (AND).
 */

const MAX_WORDS = 8;

/**
 * InnoDB's default full-text stopwords, minus "it" (IT jobs). They are dropped on both
 * databases so SQLite and MySQL find the same jobs.
 */
const STOPWORDS: ReadonlySet<string> = new Set([
  "a",
  "about",
  "an",
  "are",
  "as",
  "at",
  "be",
  "by",
  "com",
  "de",
  "en",
  "for",
  "from",
  "how",
  "i",
  "in",
  "is",
  "la",
  "of",
  "on",
  "or",
  "that",
  "the",
  "this",
  "to",
  "was",
  "what",
  "when",
  "where",
  "who",
  "will",
  "with",
  "und",
  "www",
]);

/** InnoDB indexes no words shorter than innodb_ft_min_token_size (3 by default). */
export const MYSQL_MIN_WORD_LENGTH = 3;

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => !STOPWORDS.has(word)))].slice(0, MAX_WORDS);
}

/** FTS5 query: each word quoted (no operator can be injected), prefix-matched when 3+ letters. */
export function fts5MatchExpression(words: readonly string[]): string {
  return words.map((word) => (word.length >= MYSQL_MIN_WORD_LENGTH ? `"${word}"*` : `"${word}"`)).join(" AND ");
}

/** MySQL boolean-mode query for the words InnoDB indexes: `+word*` each. */
export function mysqlBooleanExpression(words: readonly string[]): string {
  return words
    .filter((word) => word.length >= MYSQL_MIN_WORD_LENGTH)
    .map((word) => `+${word}*`)
    .join(" ");
}

/** Words InnoDB cannot find (too short); MySQL matches them as whole words of the title. */
export function mysqlShortWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length < MYSQL_MIN_WORD_LENGTH);
}
