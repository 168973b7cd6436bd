import type { Db } from "~/lib/db.server";
import { postingIdentityKey } from "~/domain/postings/posting-identity";

const BATCH = 500;

/**
 * Gives open jobs stored before identities existed (seeded, imported or posted earlier) their
 * identity key, so an import recognises them as the canonical job of a posting. Runs before
 * every import; once every open job has one it is a single indexed read. A change of the
 * identity's definition clears the stored keys in a migration and this pass re-keys open jobs
 * (decision 115: places as city + state).
 */
export async function backfillIdentityKeys(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const jobs = await db.job.findMany({
      where: { identityKey: null, status: "open" },
      select: { id: true, company: true, title: true, location: true },
      take: BATCH,
    });
    if (jobs.length === 0) return filled;
    await db.$transaction(
      jobs.map((job) => db.job.update({ where: { id: job.id }, data: { identityKey: postingIdentityKey(job) } })),
    );
    filled += jobs.length;
  }
}
