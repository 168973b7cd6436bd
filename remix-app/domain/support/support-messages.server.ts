import { SUPPORT_MESSAGES, supportMessageSchema, type SupportStatus } from "@shared/schemas/support";
import type { SupportInbox, SupportMessageView } from "@shared/views/support";
import { assertCan } from "~/domain/access/policy.server";
import { getDb } from "~/lib/db.server";
import { invalid, notFound } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { consumeAddressLimit, consumeRateLimit } from "~/lib/rate-limit.server";

export const EMAIL_NEEDED = "Please enter your email address so we can answer you";
const LIST_LIMIT = 100;

export interface SupportSender {
  /** The signed-in account, or null for a visitor (who must give an email). */
  userId: number | null;
  ip: string;
}

/**
 * The contact form: anyone may write, signed in or not (a suspended account cannot sign in, and
 * is told to contact support). Limited per client address and per account; a signed-in account
 * is answered at its own address, whatever the form says.
 */
export async function sendSupportMessage(sender: SupportSender, input: unknown): Promise<{ id: number; message: string }> {
  const parsed = parseInput(supportMessageSchema, input);
  const db = getDb();
  const account = sender.userId === null ? null : await db.user.findUnique({ where: { id: sender.userId }, select: { id: true, email: true } });
  const email = account?.email ?? parsed.email;
  if (!email) throw invalid(EMAIL_NEEDED);
  await consumeAddressLimit("supportMessagesPerIp", sender);
  if (account) await consumeRateLimit("supportMessagesPerAccount", String(account.id));
  const created = await db.supportMessage.create({
    data: { userId: account?.id ?? null, email: email.toLowerCase(), subject: parsed.subject, body: parsed.body },
    select: { id: true },
  });
  return { id: created.id, message: SUPPORT_MESSAGES.sent };
}

const SELECT = {
  id: true,
  userId: true,
  email: true,
  subject: true,
  body: true,
  status: true,
  createdAt: true,
  closedAt: true,
  user: { select: { fullName: true } },
} as const;

/** Admins: the open messages oldest first (a queue), or the closed ones newest first, with both counts. */
export async function listSupportMessages(viewer: { id: number }, status: SupportStatus): Promise<SupportInbox> {
  await assertCan(viewer.id, "read-support-messages");
  const db = getDb();
  const [rows, openCount, closedCount] = await Promise.all([
    db.supportMessage.findMany({
      where: { status },
      orderBy: status === "open" ? [{ createdAt: "asc" }, { id: "asc" }] : [{ closedAt: "desc" }, { id: "desc" }],
      take: LIST_LIMIT,
      select: SELECT,
    }),
    db.supportMessage.count({ where: { status: "open" } }),
    db.supportMessage.count({ where: { status: "closed" } }),
  ]);
  const messages: SupportMessageView[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    user_id: r.userId,
    full_name: r.user?.fullName ?? null,
    subject: r.subject,
    body: r.body,
    status: r.status === "closed" ? "closed" : "open",
    created_at: r.createdAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
  }));
  return { messages, open_count: openCount, closed_count: closedCount };
}

/** Admins: marks a message answered. Closing a closed one again changes nothing. */
export async function closeSupportMessage(viewer: { id: number }, id: number): Promise<{ id: number; status: "closed"; message: string }> {
  await assertCan(viewer.id, "close-support-message");
  const db = getDb();
  const { count } = await db.supportMessage.updateMany({ where: { id, status: "open" }, data: { status: "closed", closedAt: new Date() } });
  if (count === 0 && !(await db.supportMessage.findUnique({ where: { id }, select: { id: true } }))) throw notFound(SUPPORT_MESSAGES.notFound);
  return { id, status: "closed", message: SUPPORT_MESSAGES.closed };
}
