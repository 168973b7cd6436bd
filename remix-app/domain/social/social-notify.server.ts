import { getDb, type DbTx } from "../../lib/db.server";
import { emitToUser } from "../../lib/realtime.server";

export interface SocialNotice {
  userId: number;
  type: "mention" | "follow" | "reaction" | "comment" | "moderation";
  title: string;
  link: string;
}

/** Rows in the notification table (written in the caller's transaction when given one). */
export async function writeNotices(notices: readonly SocialNotice[], tx: DbTx = getDb()): Promise<{ id: number; notice: SocialNotice }[]> {
  const out: { id: number; notice: SocialNotice }[] = [];
  for (const notice of notices) {
    const row = await tx.notification.create({
      data: { userId: notice.userId, type: notice.type, title: notice.title, body: null, link: notice.link },
      select: { id: true },
    });
    out.push({ id: row.id, notice });
  }
  return out;
}

/** After the commit: the live push through the one realtime emitter, as the applicant pipeline does. */
export function pushNotices(written: readonly { id: number; notice: SocialNotice }[]): void {
  for (const { id, notice } of written) {
    emitToUser(notice.userId, "notification", { id, type: notice.type, title: notice.title, link: notice.link });
  }
}
