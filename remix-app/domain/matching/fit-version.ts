/**
 * The fit scorer's version (issue 53). A stored fit (JobFit) is stale when the scorer version it
 * was computed with differs from this one, as when the veteran profile's or the job's version
 * differs. Bump it in the same commit as any change to what a fit scores or says (criteria, weights,
 * reasons' wording): every stored fit is then recomputed on its next read or by the nearline queue.
 */
export const FIT_SCORER_VERSION = 16;
