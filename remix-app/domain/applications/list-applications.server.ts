import { displayStatus, type ApplicationStatus, type TrackerSort } from "@shared/applications";
import type { TrackerQuery } from "@shared/schemas/applications";
import type { TrackedApplication } from "@shared/views/tracked-application";
import { getDb } from "~/lib/db.server";
import { readFits } from "~/domain/fit/fit-store.server";

export type { TrackedApplication };

/** "Status" order: furthest along first, then the ones still to send, then the closed ones. */
const STATUS_ORDER: Readonly<Record<ApplicationStatus, number>> = { offer: 0, interview: 1, sent: 2, pending: 3, rejected: 4, withdrawn: 5 };

const appliedAt = (a: TrackedApplication) => a.submitted_at ?? a.created_at;
const updatedAt = (a: TrackedApplication) => a.status_changed_at ?? appliedAt(a);
const newestFirst = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);

/** The tracker's orders, each ending on the id so equal dates keep one order. */
function compareBy(sort: TrackerSort) {
  return (a: TrackedApplication, b: TrackedApplication): number => {
    const first =
      sort === "status"
        ? STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || newestFirst(appliedAt(a), appliedAt(b))
        : sort === "updated"
          ? newestFirst(updatedAt(a), updatedAt(b))
          : newestFirst(appliedAt(a), appliedAt(b));
    return first || b.id - a.id;
  };
}

/**
 * The veteran's tracker in SPEC §3's application shape, only `status` when given (the
 * (userId, status) index serves it), sorted by `sort`: applied (when sent, a draft when made;
 * the default), updated (the last status change) or status. `fit_score` is the fit the
 * application was sent with; `fit_score_now` today's stored fit for the same job (issue 53), the
 * number its card shows, so the tracker can say "82 % when you applied" when they differ.
 * `private_note` is the veteran's own; no employer query selects it.
 */
export async function listApplicationsForUser(userId: number, query: TrackerQuery = {}): Promise<TrackedApplication[]> {
  const rows = await getDb().application.findMany({
    where: { userId, ...(query.status ? { status: query.status } : {}) },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      isAutoApplied: true,
      fitScore: true,
      fitReasons: true,
      coverLetter: true,
      privateNote: true,
      createdAt: true,
      submittedAt: true,
      statusChangedAt: true,
      job: { select: { id: true, title: true, company: true, location: true, source: true, applyUrl: true } },
    },
  });
  const today = (await readFits([{ userId, jobIds: rows.map((a) => a.job.id) }])).get(userId);
  const applications = rows.map((a): TrackedApplication => ({
    id: a.id,
    status: displayStatus(a.status),
    is_auto_applied: a.isAutoApplied,
    fit_score: a.fitScore,
    fit_score_now: today?.get(a.job.id)?.score ?? null,
    fit_reasons: Array.isArray(a.fitReasons) ? a.fitReasons.filter((r): r is string => typeof r === "string") : [],
    cover_letter: a.coverLetter,
    private_note: a.privateNote,
    created_at: a.createdAt.toISOString(),
    submitted_at: a.submittedAt?.toISOString() ?? null,
    status_changed_at: a.statusChangedAt?.toISOString() ?? null,
    job: { id: a.job.id, title: a.job.title, company: a.job.company, location: a.job.location, source: a.job.source, apply_url: a.job.applyUrl },
  }));
  return applications.sort(compareBy(query.sort ?? "applied"));
}
