import { normalizeRole, type Role } from "@shared/roles";
import { assertCan, roleMay } from "~/domain/access/policy.server";
import { getDb, type DbTx } from "~/lib/db.server";
import { forbidden, notFound } from "~/lib/errors.server";
import { getCommunicationSettingsFor } from "~/domain/communication/settings.server";
import { blocksBetween } from "~/domain/social/blocks.server";
import { connectionsAmong } from "~/domain/social/connections.server";
import { assertActorCan, can, loadActor } from "~/domain/access/policy.server";

/** The person acting (the session's user). */
export interface MessagingActor {
  id: number;
  fullName: string;
  role: Role;
  profilePicUrl: string | null;
}

export const USER_NOT_FOUND = "User not found";
export const EMPLOYER_NOT_APPROVED_TO_MESSAGE = "Your employer account must be approved before you can message veterans.";

export const refusalDetails = {
  youBlocked: (name: string) => `You blocked ${name}. Unblock them to send messages.`,
  connectionsOnly: (name: string) => `${name} only accepts messages from their connections.`,
  noNewMessages: (name: string) => `${name} isn't accepting new messages.`,
};

/**
 * Who passes Settings' 'allow messages from connections': a connection (a mutual follow,
 * `connections.server.ts`; one side's follow is not enough); between an employer and a veteran,
 * also an application the veteran sent to one of the employer's jobs (the veteran started that
 * relationship; employers do not follow).
 */
export async function connectedWith(user: { id: number; role: Role }, others: readonly number[], tx: DbTx = getDb()): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const ids = [...others];
  const connected = await connectionsAmong(user.id, ids, tx);
  const remaining = ids.filter((id) => !connected.has(id));
  if (remaining.length === 0) return connected;
  if (roleMay(user, "review-applicants")) {
    // Only submitted applications: a pending one is the veteran's unsent draft the employer must not learn of.
    const applied = await tx.application.findMany({
      where: { userId: { in: remaining }, status: { not: "pending" }, job: { employerId: user.id } },
      select: { userId: true },
      distinct: ["userId"],
    });
    for (const a of applied) connected.add(a.userId);
  } else if (roleMay(user, "apply-to-job")) {
    const jobs = await tx.application.findMany({ where: { userId: user.id, job: { employerId: { in: remaining } } }, select: { job: { select: { employerId: true } } } });
    for (const a of jobs) if (a.job.employerId !== null) connected.add(a.job.employerId);
  }
  return connected;
}

export interface Recipient {
  id: number;
  fullName: string;
  role: Role;
  profilePicUrl: string | null;
}

/** Active accounts among the ids (others are unknown to messaging: 404). */
export async function activeUsers(ids: readonly number[], tx: DbTx = getDb()): Promise<Map<number, Recipient>> {
  const rows = await tx.user.findMany({
    where: { id: { in: [...new Set(ids)] }, status: "active" },
    select: { id: true, fullName: true, role: true, profilePicUrl: true },
  });
  return new Map(rows.map((r) => [r.id, { ...r, role: normalizeRole(r.role) }]));
}

/**
 * A refusal to message someone. Someone who blocked the sender is "not found" (404), as their
 * profile and posts are: the sender never learns of the block, nor the blocker's name.
 */
export interface Refusal {
  status: 403 | 404;
  detail: string;
}

const hiddenByBlock: Refusal = { status: 404, detail: USER_NOT_FOUND };
const refused = (detail: string): Refusal => ({ status: 403, detail });

/**
 * Why the sender may not start a conversation with each recipient (absent = allowed): blocks
 * either way, then the recipient's settings (anyone, or connections). Admins may message anyone
 * who has not blocked them. Batch: a fixed number of queries for any number of recipients.
 */
export async function startRefusals(sender: { id: number; role: Role }, recipients: readonly Recipient[], tx: DbTx = getDb()): Promise<Map<number, Refusal>> {
  const refusals = new Map<number, Refusal>();
  if (recipients.length === 0) return refusals;
  const ids = recipients.map((r) => r.id);
  const [{ iBlocked, blockedMe }, settings] = await Promise.all([blocksBetween(sender.id, ids, tx), getCommunicationSettingsFor(ids, tx)]);
  const needConnection: Recipient[] = [];
  for (const r of recipients) {
    if (iBlocked.has(r.id)) refusals.set(r.id, refused(refusalDetails.youBlocked(r.fullName)));
    else if (blockedMe.has(r.id)) refusals.set(r.id, hiddenByBlock);
    else if (roleMay(sender, "message-anyone")) continue;
    else if (settings.get(r.id)?.allow_messages_from_anyone) continue;
    else if (settings.get(r.id)?.allow_messages_from_connections) needConnection.push(r);
    else refusals.set(r.id, refused(refusalDetails.noNewMessages(r.fullName)));
  }
  if (needConnection.length > 0) {
    const connected = await connectedWith(sender, needConnection.map((r) => r.id), tx);
    for (const r of needConnection) if (!connected.has(r.id)) refusals.set(r.id, refused(refusalDetails.connectionsOnly(r.fullName)));
  }
  return refusals;
}

/** An employer starts conversations only once an admin approved the company: the policy's send-message, read from the database now. */
export async function assertMayStartConversations(sender: MessagingActor, tx: DbTx = getDb()): Promise<void> {
  await assertCan(sender.id, "send-message", undefined, tx);
}

/** Until its email is verified, an account starts conversations with its connections only (policy "message-stranger"). */
async function assertMayReachStrangers(sender: MessagingActor, recipientIds: readonly number[], tx: DbTx): Promise<void> {
  const actor = await loadActor(sender.id, tx);
  if (!actor || can(actor, "message-stranger")) return;
  const connected = await connectedWith(sender, recipientIds, tx);
  if (recipientIds.some((id) => !connected.has(id))) assertActorCan(actor, "message-stranger");
}

/** Throws the first refusal (404 for unknown people and for those who blocked the sender, 403 with the reason otherwise). */
export async function assertMayStart(sender: MessagingActor, recipientIds: readonly number[], tx: DbTx = getDb()): Promise<Map<number, Recipient>> {
  const users = await activeUsers(recipientIds, tx);
  for (const id of recipientIds) if (!users.has(id)) throw notFound(USER_NOT_FOUND);
  await assertMayReachStrangers(sender, recipientIds, tx);
  const refusals = await startRefusals(sender, [...users.values()], tx);
  for (const id of recipientIds) {
    const why = refusals.get(id);
    if (why) throw why.status === 404 ? notFound(why.detail) : forbidden(why.detail);
  }
  return users;
}

/** What decides whether someone may write in a 1:1 thread (see assertMayWriteToPair). */
export interface PairWriteFacts {
  iBlocked: boolean;
  blockedMe: boolean;
  /** Asked only when the actor started the thread. */
  otherHasWritten: () => Promise<boolean> | boolean;
}

/**
 * Writing in a 1:1 thread: never across a block; someone answering a thread the other person
 * started (or one the other person has written in) needs no permission; otherwise the starter
 * still needs the recipient's settings to allow them.
 */
export async function assertMayWriteToPair(actor: MessagingActor, other: number, threadId: number, createdById: number | null, tx: DbTx = getDb()): Promise<void> {
  const { iBlocked, blockedMe } = await blocksBetween(actor.id, [other], tx);
  await assertMayWriteToPairGiven(actor, other, createdById, tx, {
    iBlocked: iBlocked.size > 0,
    blockedMe: blockedMe.size > 0,
    otherHasWritten: async () => (await tx.message.findFirst({ where: { threadId, senderId: other }, select: { id: true } })) !== null,
  });
}

/** The same rule on facts the caller already read (the send path reads them with the thread, in one query). */
export async function assertMayWriteToPairGiven(actor: MessagingActor, other: number, createdById: number | null, tx: DbTx, facts: PairWriteFacts): Promise<void> {
  if (facts.iBlocked) {
    const user = await tx.user.findUnique({ where: { id: other }, select: { fullName: true } });
    throw forbidden(refusalDetails.youBlocked(user?.fullName ?? "this person"));
  }
  if (facts.blockedMe) throw notFound(hiddenByBlock.detail);
  if (createdById !== actor.id) return;
  if (!(await facts.otherHasWritten())) await assertMayStart(actor, [other], tx);
}
