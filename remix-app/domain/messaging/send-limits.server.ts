import { getDb } from "~/lib/db.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";

/** Accounts younger than this start fewer conversations a day (the limits are in lib/rate-limit.server.ts). */
export const NEW_ACCOUNT_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** One message sent by `senderId`: the per-minute budget first, so a burst refused there costs nothing of the day's. */
export async function spendMessageSend(senderId: number): Promise<void> {
  const key = String(senderId);
  await consumeRateLimit("messagesPerSenderPerMinute", key);
  await consumeRateLimit("messagesPerSenderPerDay", key);
}

/** One new conversation started by `userId` (reusing the pair's thread is not one). */
export async function spendNewConversation(userId: number, now = Date.now()): Promise<void> {
  const key = String(userId);
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { createdAt: true } });
  if (!user || now - user.createdAt.getTime() < NEW_ACCOUNT_AGE_MS) await consumeRateLimit("conversationsPerNewAccountPerDay", key);
  await consumeRateLimit("conversationsPerUserPerDay", key);
}
