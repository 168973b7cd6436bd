import type { DbTx } from "~/lib/db.server";

/** What a page of jobs shows beside each row: the other sources listing it and its federal series. */
export interface JobSourceExtras {
  alsoOn: string[];
  federalSeries: string[];
}

const NONE: JobSourceExtras = { alsoOn: [], federalSeries: [] };

/** The OPM series of each job (in series order), optionally only those in `only`: one query on the series table. */
export async function federalSeriesByJob(
  db: DbTx,
  ids: readonly number[],
  only?: readonly string[],
): Promise<Map<number, string[]>> {
  const byJob = new Map<number, string[]>();
  if (ids.length === 0 || only?.length === 0) return byJob;
  const rows = await db.jobFederalSeries.findMany({
    where: { jobId: { in: [...ids] }, ...(only ? { series: { in: [...only] } } : {}) },
    select: { jobId: true, series: true },
    orderBy: [{ jobId: "asc" }, { series: "asc" }],
  });
  for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row.series]);
  return byJob;
}

/**
 * "Also on: Lever, …" and the OPM series of every job on a page: two queries for the whole page,
 * never one per job. A source is named once even when it lists the job under two ids.
 */
export async function jobSourceExtras(
  db: DbTx,
  jobs: readonly { id: number; source: string }[],
): Promise<Map<number, JobSourceExtras>> {
  const ids = jobs.map((job) => job.id);
  const byId = new Map<number, JobSourceExtras>();
  if (ids.length === 0) return byId;
  const [listings, series] = await Promise.all([
    db.jobListing.findMany({
      where: { jobId: { in: ids } },
      select: { jobId: true, source: true },
      orderBy: [{ jobId: "asc" }, { source: "asc" }],
    }),
    federalSeriesByJob(db, ids),
  ]);
  const own = new Map(jobs.map((job) => [job.id, job.source]));
  const entry = (id: number) => {
    let extras = byId.get(id);
    if (!extras) byId.set(id, (extras = { alsoOn: [], federalSeries: [] }));
    return extras;
  };
  for (const listing of listings) {
    const extras = entry(listing.jobId);
    if (listing.source !== own.get(listing.jobId) && !extras.alsoOn.includes(listing.source)) extras.alsoOn.push(listing.source);
  }
  for (const [jobId, list] of series) entry(jobId).federalSeries.push(...list);
  return byId;
}

export function extrasOf(map: Map<number, JobSourceExtras>, id: number): JobSourceExtras {
  return map.get(id) ?? NONE;
}
