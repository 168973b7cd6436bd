import { companySizeLabel, hiringVolumeLabel } from "@shared/schemas/employer-registration";
import type { CompanyPage } from "@shared/company-page";
import { getDb } from "~/lib/db.server";
import { badRequest, notFound } from "~/lib/errors.server";
import { JOB_JSON_SELECT, jobJson } from "~/domain/jobs/job-json.server";
import { backfillCompanySlugs } from "~/domain/postings/company-slug.server";
import { isDomainVerified } from "~/domain/verification/domain-verification.server";

export const COMPANY_NOT_FOUND = "Company not found";
export const COMPANY_JOBS_PER_PAGE = 20;
/** At most this many places an imported company's postings name. */
const MAX_LOCATIONS = 8;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page number from the query string: 1 when absent, 400 when not a positive whole number. */
export function parseCompanyPage(value: string | null): number {
  if (value === null || value === "") return 1;
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw badRequest("page must be a whole number from 1");
  return page;
}

const newestFirst = [{ postedAt: "desc" as const }, { id: "desc" as const }];

/**
 * GET /companies/{slug} (issue 55 item 6, decision 118): an approved employer's page with the
 * facts it gave at registration and its open jobs, or an imported company's page (postings whose
 * company has no employer account) with only what the postings say: its name, open jobs and
 * places. An unknown slug, or an employer that is not approved or whose account is suspended or
 * deleted, is "Company not found": the page never reveals an unapproved employer.
 */
export async function getCompanyPage(slug: string, page = 1): Promise<CompanyPage> {
  if (!SLUG.test(slug)) throw notFound(COMPANY_NOT_FOUND);
  const db = getDb();
  await backfillCompanySlugs(db);
  const skip = (page - 1) * COMPANY_JOBS_PER_PAGE;
  const employer = await db.employerProfile.findUnique({
    where: { slug },
    include: { user: { select: { email: true, emailVerifiedAt: true, status: true } } },
  });
  if (employer) {
    if (employer.approvalStatus !== "approved" || employer.user.status !== "active") throw notFound(COMPANY_NOT_FOUND);
    const where = { employerId: employer.userId, status: "open" };
    const [total, jobs] = await Promise.all([
      db.job.count({ where }),
      db.job.findMany({ where, orderBy: newestFirst, skip, take: COMPANY_JOBS_PER_PAGE, select: JOB_JSON_SELECT }),
    ]);
    return {
      company: {
        slug,
        name: employer.companyName,
        kind: "employer",
        domain_verified: isDomainVerified({ email: employer.user.email, emailVerifiedAt: employer.user.emailVerifiedAt, website: employer.website }),
        size: companySizeLabel(employer.companySize),
        industry: employer.industry,
        location: [employer.city, employer.state].filter(Boolean).join(", ") || null,
        website: employer.website,
        linkedin_url: employer.linkedinCompanyUrl,
        hiring_volume: hiringVolumeLabel(employer.hiringVolumeAnnually),
        employs_veterans: employer.currentlyEmployVeterans,
        security_clearance: employer.securityClearanceRequired,
        locations: [],
      },
      jobs: jobs.map((job) => jobJson({ ...job, companySlug: slug }, null)),
      total,
      page,
      per_page: COMPANY_JOBS_PER_PAGE,
    };
  }
  const where = { companySlug: slug, status: "open", employerId: null };
  const [total, jobs, places] = await Promise.all([
    db.job.count({ where }),
    db.job.findMany({ where, orderBy: newestFirst, skip, take: COMPANY_JOBS_PER_PAGE, select: JOB_JSON_SELECT }),
    db.job.findMany({
      where: { ...where, location: { not: null } },
      distinct: ["location"],
      orderBy: newestFirst,
      take: MAX_LOCATIONS,
      select: { location: true },
    }),
  ]);
  if (total === 0) throw notFound(COMPANY_NOT_FOUND);
  // The name as the newest posting spells it.
  const newest = jobs[0] ?? (await db.job.findFirst({ where, orderBy: newestFirst, select: { company: true } }));
  return {
    company: {
      slug,
      name: newest?.company ?? slug,
      kind: "imported",
      domain_verified: false,
      size: null,
      industry: null,
      location: null,
      website: null,
      linkedin_url: null,
      hiring_volume: null,
      employs_veterans: null,
      security_clearance: null,
      locations: places.map((p) => p.location).filter((l): l is string => l !== null),
    },
    jobs: jobs.map((job) => jobJson(job, null)),
    total,
    page,
    per_page: COMPANY_JOBS_PER_PAGE,
  };
}
