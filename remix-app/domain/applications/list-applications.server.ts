import { displayStatus } from "@shared/applications";
import type { TrackedApplication } from "@shared/views/tracked-application";
import { getDb } from "~/lib/db.server";
import { readFits } from "~/domain/fit/fit-store.server";

export type { TrackedApplication };

/**
 * The veteran's tracker, newest first, in SPEC §3's application shape. `fit_score` is the fit the
 * application was sent with; `fit_score_now` today's stored fit for the same job (issue 53), the
 * number its card shows, so the tracker can say "82 % when you applied" when they differ.
 */
export async function listApplicationsForUser(userId: number): Promise<TrackedApplication[]> {
  const rows = await getDb().application.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      isAutoApplied: true,
      fitScore: true,
      fitReasons: true,
      coverLetter: true,
      createdAt: true,
      submittedAt: true,
      statusChangedAt: true,
      job: { select: { id: true, title: true, company: true, location: true, source: true, applyUrl: true } },
    },
  });
  const today = (await readFits([{ userId, jobIds: rows.map((a) => a.job.id) }])).get(userId);
  return rows.map((a) => ({
    id: a.id,
    status: displayStatus(a.status),
    is_auto_applied: a.isAutoApplied,
    fit_score: a.fitScore,
    fit_score_now: today?.get(a.job.id)?.score ?? null,
    fit_reasons: Array.isArray(a.fitReasons) ? a.fitReasons.filter((r): r is string => typeof r === "string") : [],
    cover_letter: a.coverLetter,
    created_at: a.createdAt.toISOString(),
    submitted_at: a.submittedAt?.toISOString() ?? null,
    status_changed_at: a.statusChangedAt?.toISOString() ?? null,
    job: { id: a.job.id, title: a.job.title, company: a.job.company, location: a.job.location, source: a.job.source, apply_url: a.job.applyUrl },
  }));
}
