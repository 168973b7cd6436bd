/** Lower-case words joined by single spaces: "Cisco  IOS®" → "cisco ios", "TCP/IP" → "tcp ip". */
export function normalizePhrase(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim();
}

const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "or",
  "for",
  "to",
  "in",
  "on",
  "with",
  "at",
  "by",
  "as",
  "i",
  "ii",
  "iii",
  "iv",
  "all",
  "other",
  "except",
  "jr",
  "sr",
  "level",
]);

/** Significant words of a phrase (no stop words, no single letters). */
export function significantWords(value: string): string[] {
  return normalizePhrase(value)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** Every run of 1..maxWords consecutive words of a normalized phrase. */
export function wordRuns(phrase: string, maxWords = 3): string[] {
  const words = normalizePhrase(phrase).split(" ").filter(Boolean);
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= maxWords && start + length <= words.length; length++) {
      runs.push(words.slice(start, start + length).join(" "));
    }
  }
  return runs;
}
