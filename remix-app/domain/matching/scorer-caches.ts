/**
 * The memo maps one veteran's scorer fills as it scores (results by title, tag, code, state),
 * emptied together. A scorer kept between an import's tasks (fit-ranking.server.ts) is emptied
 * after each task, so 10,000 kept scorers hold their profile's tables but not every title they saw.
 */
export class ScorerCaches {
  private readonly maps: Map<unknown, unknown>[] = [];

  /** A new map that `clear` empties. */
  map<K, V>(): Map<K, V> {
    const map = new Map<K, V>();
    this.maps.push(map as Map<unknown, unknown>);
    return map;
  }

  clear(): void {
    for (const map of this.maps) map.clear();
  }
}
