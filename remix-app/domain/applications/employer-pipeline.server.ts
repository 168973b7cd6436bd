import { APPLICATION_STATUS_LABELS, displayStatus, type ApplicationStatus } from "@shared/applications";
import type { BulkPipelineDecision, PipelineRow } from "@shared/employer-pipeline";
import { getDb } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";
import { assertCan } from "~/domain/access/policy.server";
import { readFits } from "~/domain/fit/fit-store.server";
import { matchProfileFromRow } from "~/domain/matching/veteran-match-profile.server";
import { withNotifications, type NewNotification } from "~/domain/notifications/notify.server";
import { emailDecisions } from "./application-emails.server";
import { APPLICANT_ROW_SELECT, applicantRowBase, assertEmployerTransition, decisionNotificationTitle, trackerLink } from "./applicant-pipeline.server";
import { employerApplicationsWhere } from "./employer-visible.server";

/** A dense table holds more than a card list; the screen reads this many, the API pages by 100. */
export const PIPELINE_SCREEN_LIMIT = 1000;
export const BULK_MOVE_MAX = 200;

export interface PipelinePage {
  applicants: PipelineRow[];
  total: number;
}

/**
 * Every submitted application to any of the employer's jobs, best fit first: the high-volume
 * employer's one table. Pending drafts stay invisible, as on the per-job screen.
 */
export async function listPipelineForEmployer(employerId: number, page: { skip: number; limit: number }): Promise<PipelinePage> {
  await assertCan(employerId, "review-applicants");
  const db = getDb();
  const where = employerApplicationsWhere(employerId);
  const [total, rows] = await Promise.all([
    db.application.count({ where }),
    db.application.findMany({
      where,
      orderBy: [{ fitScore: "desc" }, { submittedAt: "asc" }, { id: "asc" }],
      skip: page.skip,
      take: page.limit,
      select: {
        ...APPLICANT_ROW_SELECT,
        statusChangedAt: true,
        job: { select: { id: true, title: true } },
      },
    }),
  ]);
  // Today's fits of the page's candidates, read through the store in one batch.
  const profiles = new Map(rows.flatMap((a) => (a.user.veteranProfile ? [[a.user.id, matchProfileFromRow(a.user.veteranProfile)] as const] : [])));
  const today = await readFits(
    rows.map((a) => ({ userId: a.user.id, jobIds: [a.job.id] })),
    { profiles },
  );
  return {
    total,
    applicants: rows.map((a): PipelineRow => {
      const now = today.get(a.user.id)?.get(a.job.id)?.score ?? null;
      return {
        ...applicantRowBase(a),
        job_id: a.job.id,
        job_title: a.job.title,
        // The fit it was sent with is the employer's contract; older rows without one show today's.
        fit_score: a.fitScore ?? now,
        fit_score_now: now,
        status_changed_at: a.statusChangedAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * Moves many applications one step at once, all or nothing: every id must be one of the
 * employer's submitted applications (else 404, the same answer as an id that does not exist, so
 * nobody learns which ids are someone else's) and the step must be allowed for each (else 409
 * naming the applicant). One status change and one notification per application, one transaction;
 * the live pushes go out after the commit.
 */
export async function bulkMoveApplications(
  employerId: number,
  applicationIds: readonly number[],
  next: BulkPipelineDecision,
): Promise<{ moved: { id: number; status: ApplicationStatus }[] }> {
  await assertCan(employerId, "review-applicants");
  const ids = [...new Set(applicationIds)];
  const db = getDb();
  const now = new Date();
  await withNotifications((writes) => db.$transaction(async (tx) => {
    const rows = await tx.application.findMany({
      where: { id: { in: ids }, ...employerApplicationsWhere(employerId) },
      select: { id: true, status: true, userId: true, user: { select: { fullName: true } }, job: { select: { title: true, company: true } } },
    });
    if (rows.length !== ids.length) throw notFound("Application not found");
    for (const row of rows) {
      try {
        assertEmployerTransition(row.status, next);
      } catch {
        throw conflict(
          `${row.user.fullName}'s application (${APPLICATION_STATUS_LABELS[displayStatus(row.status)]}) cannot be moved to ${APPLICATION_STATUS_LABELS[next].toLowerCase()}. Nothing was changed.`,
        );
      }
    }
    const notices: NewNotification[] = [];
    for (const row of rows) {
      // The status is part of the write, so a concurrent move (another tab, the per-job screen) aborts the batch.
      const moved = await tx.application.updateMany({ where: { id: row.id, status: row.status }, data: { status: next, statusChangedAt: now } });
      if (moved.count !== 1) throw conflict("Some of these applications were just updated. Reload to see their status. Nothing was changed.");
      notices.push({ userId: row.userId, type: "application_status", title: decisionNotificationTitle(row.job, next), link: trackerLink(row.id) });
    }
    await writes.write(notices, tx);
  }));
  await emailDecisions(ids, next);
  return { moved: ids.map((id) => ({ id, status: next })) };
}
