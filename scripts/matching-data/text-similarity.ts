const STOP_WORDS = new Set(
  (
    "the and for with from that this into such other all are was were has have its their them they than then " +
    "per via use used uses using may must will can also including include includes within upon under over " +
    "perform performs performed performing duty duties responsible responsibilities related various assigned " +
    "assist assists provide provides ensure ensures maintain maintains operate operates personnel general " +
    "military service army navy marine marines corps force air coast guard enlisted officer officers unit units " +
    "description available not none level levels typical typically etc"
  ).split(" "),
);

export function contentWords(text: string, stem = true): string[] {
  const words = (text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []).filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return stem
    ? words.map((word) => (word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word))
    : words;
}

/** TF-IDF cosine similarity of free text against a fixed set of documents. */
export class TextIndex {
  private readonly idf = new Map<string, number>();
  private readonly postings = new Map<string, { doc: number; weight: number }[]>();

  /** stem=false keeps words as written (for keywords people read). */
  constructor(
    private readonly ids: readonly string[],
    documents: readonly string[],
    private readonly stem = true,
  ) {
    const termCounts = documents.map((text) => countTerms(contentWords(text, stem)));
    const documentFrequency = new Map<string, number>();
    for (const counts of termCounts)
      for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    for (const [term, df] of documentFrequency) this.idf.set(term, Math.log((documents.length + 1) / (df + 0.5)));
    termCounts.forEach((counts, doc) => {
      const vector = this.weigh(counts);
      for (const [term, weight] of vector) {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push({ doc, weight });
      }
    });
  }

  /** The best matching document ids with cosine similarity, best first. */
  search(text: string, limit: number): { id: string; similarity: number }[] {
    const scores = new Map<number, number>();
    for (const [term, weight] of this.weigh(countTerms(contentWords(text, this.stem)))) {
      for (const posting of this.postings.get(term) ?? []) {
        scores.set(posting.doc, (scores.get(posting.doc) ?? 0) + weight * posting.weight);
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([doc, similarity]) => ({ id: this.ids[doc], similarity }));
  }

  /** Most distinctive terms of a text relative to the indexed documents. */
  topTerms(text: string, limit: number): string[] {
    return [...this.weigh(countTerms(contentWords(text, this.stem)))]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([term]) => term);
  }

  private weigh(counts: Map<string, number>): Map<string, number> {
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [term, count] of counts) {
      const idf = this.idf.get(term);
      if (idf === undefined) continue;
      const weight = (1 + Math.log(count)) * idf;
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  }
}

function countTerms(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}
