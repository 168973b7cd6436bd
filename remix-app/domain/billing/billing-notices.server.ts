import type { DbTx } from "~/lib/db.server";

/**
 * A billing email an event's writes call for: a receipt for a first or one-off payment, a renewal
 * for a recurring invoice paid, a failure for a charge that did not go through. Collected inside
 * the event's transaction and sent only after it commits (runEventOnce).
 */
export interface BillingNotice {
  kind: "receipt" | "renewal" | "failed";
  userId: number;
  paymentId: number;
}

/**
 * Queues a receipt or renewal once per payment: the first payment arrives both as the checkout's
 * completion and as its first invoice paid, each able to come first. A marker row (in the billing
 * event table, beside the event ids, keyed by the invoice or else the payment) is written in the same
 * transaction, so whichever event commits first claims it; two at once collide on the key, and the
 * loser's whole event rolls back for the provider to retry, when it finds the marker.
 */
export async function queueReceiptOnce(tx: DbTx, notices: BillingNotice[], notice: BillingNotice & { kind: "receipt" | "renewal" }, invoiceId: string | null): Promise<void> {
  const marker = `email:receipt:${invoiceId ?? `payment-${notice.paymentId}`}`;
  if (await tx.billingEvent.findUnique({ where: { id: marker }, select: { id: true } })) return;
  await tx.billingEvent.create({ data: { id: marker, type: `email.${notice.kind}` } });
  notices.push(notice);
}
