import { displayStatus, type ApplicationStatus } from "@shared/applications";
import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { AUTO_APPLY_NOTES } from "./drafts.server";
import { writeCoverLetter } from "~/domain/writing/cover-letter.server";

/** A veteran's own application as the review dialog opens it. */
export interface OpenedApplication {
  id: number;
  status: ApplicationStatus;
  cover_letter: string | null;
}

/**
 * An auto-apply draft's letter, written (and grounding-checked, as every letter is) the first
 * time the veteran opens the draft, then kept on the row; a draft sent unopened goes without
 * one, never with a letter nobody saw (issue 52): the daily scan
 * queues drafts without letters, since most are never opened and writing them all cost the scan
 * more than half its time. Writing it takes nothing from the plan; sending the draft takes its slot. Only pending drafts an auto-apply run queued are
 * written for (a job card's auto-apply sends no letter, and gets none unasked); a letter the
 * veteran saved, or one another request wrote meanwhile, is never replaced.
 */
export async function ensureDraftLetter(userId: number, applicationId: number): Promise<OpenedApplication> {
  const db = getDb();
  const row = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true, jobId: true, status: true, isAutoApplied: true, additionalNotes: true, coverLetter: true },
  });
  if (!row) throw notFound("Application not found");
  const queuedByRun = row.isAutoApplied && row.additionalNotes === AUTO_APPLY_NOTES;
  if (row.coverLetter !== null || row.status !== "pending" || !queuedByRun) {
    return { id: row.id, status: displayStatus(row.status), cover_letter: row.coverLetter };
  }
  const letter = await writeCoverLetter({ veteranUserId: userId, jobId: row.jobId });
  await db.application.updateMany({
    where: { id: row.id, userId, status: "pending", coverLetter: null },
    data: { coverLetter: letter.text },
  });
  const kept = await db.application.findUniqueOrThrow({ where: { id: row.id }, select: { status: true, coverLetter: true } });
  return { id: row.id, status: displayStatus(kept.status), cover_letter: kept.coverLetter };
}
