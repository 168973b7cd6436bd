import { createHash } from "node:crypto";
import type { Db, DbTx } from "~/lib/db.server";
import { employerKey } from "./posting-identity";

/**
 * A company page's address (issue 55 item 6, decision 118). The slug is the company name as the
 * import compares employers ("ACME Federal, Inc." and "Acme Federal Inc" are one), in lower-case
 * ASCII words joined by "-": "acme-federal". A name with no Latin letters or digits gets a short
 * hash of its normalised form, so it still has a stable address of its own.
 */
export function companySlug(name: string): string {
  const key = employerKey({ company: name });
  const ascii = key
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  if (ascii) return ascii;
  return `company-${createHash("sha1").update(key || name).digest("hex").slice(0, 10)}`;
}

/** A slug taken by another employer, or by imported postings without an employer account. */
async function slugTaken(db: DbTx, slug: string, userId: number): Promise<boolean> {
  const [employer, imported] = await Promise.all([
    db.employerProfile.findFirst({ where: { slug, userId: { not: userId } }, select: { id: true } }),
    db.job.findFirst({ where: { companySlug: slug, employerId: null }, select: { id: true } }),
  ]);
  return employer !== null || imported !== null;
}

/**
 * This employer's slug, given once and kept (a page's address stays when the company renames):
 * the company name's slug, or "-2", "-3"… after it when another company holds it. Their jobs
 * carry it so cards link to the page. Null for an employer without a company profile.
 */
export async function assignEmployerSlug(db: DbTx, userId: number): Promise<string | null> {
  const profile = await db.employerProfile.findUnique({ where: { userId }, select: { slug: true, companyName: true } });
  if (!profile) return null;
  if (profile.slug) return profile.slug;
  const base = companySlug(profile.companyName);
  let slug = base;
  for (let n = 2; await slugTaken(db, slug, userId); n += 1) slug = n <= 50 ? `${base}-${n}` : `${base}-${userId}`;
  await db.employerProfile.update({ where: { userId }, data: { slug } });
  await db.job.updateMany({ where: { employerId: userId, companySlug: null }, data: { companySlug: slug } });
  return slug;
}

const BATCH = 500;

/**
 * Gives approved employers stored before company pages existed their slug, and open imported jobs
 * stored before then (or written by a seed or test fixture) their company's slug. Runs before every
 * import and before a company page is read; once all have one it is two indexed reads.
 */
export async function backfillCompanySlugs(db: Db): Promise<number> {
  let filled = 0;
  const employers = await db.employerProfile.findMany({
    where: { slug: null, approvalStatus: "approved" },
    select: { userId: true },
    orderBy: { id: "asc" },
  });
  for (const { userId } of employers) {
    await db.$transaction((tx) => assignEmployerSlug(tx, userId));
    filled += 1;
  }
  for (;;) {
    const jobs = await db.job.findMany({
      where: { companySlug: null, status: "open", employerId: null },
      select: { id: true, company: true },
      take: BATCH,
    });
    if (jobs.length === 0) return filled;
    await db.$transaction(jobs.map((job) => db.job.update({ where: { id: job.id }, data: { companySlug: companySlug(job.company) } })));
    filled += jobs.length;
  }
}
