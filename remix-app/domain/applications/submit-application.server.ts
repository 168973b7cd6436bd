import { getDb } from "~/lib/db.server";
import { conflict, notFound } from "~/lib/errors.server";

/** pending → sent, only by the application's owner (others get 404: they may not know it exists). */
export async function submitApplication(userId: number, applicationId: number) {
  const db = getDb();
  const now = new Date();
  const claimed = await db.application.updateMany({
    where: { id: applicationId, userId, status: "pending" },
    data: { status: "sent", submittedAt: now, statusChangedAt: now },
  });
  if (claimed.count === 1) return;
  const existing = await db.application.findFirst({ where: { id: applicationId, userId }, select: { status: true } });
  if (!existing) throw notFound("Application not found");
  throw conflict("This application has already been submitted");
}
