import type { AdminJobsQuery } from "@shared/schemas/admin-back-office";
import { getDb, type Prisma } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { recordAdminAction, type AuditActor } from "~/domain/audit/audit-log.server";


export interface AdminJobRow {
  id: number;
  title: string;
  company: string;
  source: string;
  employer_email: string | null;
  status: string;
  view_count: number;
  applicants: number;
  posted_at: string;
}

const SORT_COLUMN = { posted_at: "postedAt", title: "title", view_count: "viewCount" } as const;

/** /admin/jobs: every job (open and closed) with who posted it and how it does, plus counts per source. */
export async function listJobsForAdmin(admin: AuditActor, query: AdminJobsQuery) {
  await assertCan(admin.id, "moderate-job");
  const where: Prisma.JobWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.q ? { OR: [{ title: { contains: query.q } }, { company: { contains: query.q } }] } : {}),
  };
  const db = getDb();
  const [rows, total, perSource] = await Promise.all([
    db.job.findMany({
      where,
      orderBy: [{ [SORT_COLUMN[query.sort]]: query.order }, { id: query.order }],
      skip: query.skip,
      take: query.limit,
      select: {
        id: true,
        title: true,
        company: true,
        source: true,
        status: true,
        viewCount: true,
        postedAt: true,
        employer: { select: { email: true } },
        _count: { select: { applications: true } },
      },
    }),
    db.job.count({ where }),
    db.job.groupBy({ by: ["source", "status"], _count: { _all: true }, orderBy: [{ source: "asc" }, { status: "asc" }] }),
  ]);
  const sources = new Map<string, { source: string; open: number; closed: number; total: number }>();
  for (const row of perSource) {
    const entry = sources.get(row.source) ?? { source: row.source, open: 0, closed: 0, total: 0 };
    if (row.status === "open") entry.open += row._count._all;
    else entry.closed += row._count._all;
    entry.total += row._count._all;
    sources.set(row.source, entry);
  }
  return {
    jobs: rows.map<AdminJobRow>((job) => ({
      id: job.id,
      title: job.title,
      company: job.company,
      source: job.source,
      employer_email: job.employer?.email ?? null,
      status: job.status,
      view_count: job.viewCount,
      applicants: job._count.applications,
      posted_at: job.postedAt.toISOString(),
    })),
    total,
    sources: [...sources.values()].sort((a, b) => b.total - a.total),
  };
}

/** Close or reopen a job with a justification, recorded in the same transaction. */
export async function setJobStatusByAdmin(admin: AuditActor, jobId: number, status: "open" | "closed", justification: string) {
  await assertCan(admin.id, "moderate-job");
  const db = getDb();
  const job = await db.job.findUnique({ where: { id: jobId }, select: { id: true, title: true, company: true, status: true } });
  if (!job) throw notFound("Job not found");
  const from = status === "open" ? "closed" : "open";
  await db.$transaction(async (tx) => {
    const changed = await tx.job.updateMany({ where: { id: jobId, status: from }, data: { status } });
    if (changed.count === 0) throw conflict(status === "open" ? "This job is already open" : "This job is already closed");
    await recordAdminAction(tx, admin, {
      actionType: status === "open" ? "job_reopened" : "job_closed",
      resourceType: "job",
      resourceId: jobId,
      justification,
      subject: null,
      changes: [{ field: "status", from, to: status }],
      metadata: { title: job.title, company: job.company },
    });
  });
  return { message: status === "open" ? "Job reopened" : "Job closed", job_id: jobId, status };
}
