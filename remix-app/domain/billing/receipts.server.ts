import { findPlan } from "@shared/plans";
import { getDb } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import type { AuthUser } from "~/lib/session.server";
import { assertActorCan, assertCan, assertRoleCan, roleMay } from "~/domain/access/policy.server";

/** Payments with a receipt: the ones billing history lists (a pending or expired checkout has none). */
const RECEIPT_STATUSES = ["paid", "failed", "refunded"];

/** "R-000042": the receipt number is the payment row's id, so it never changes. */
export const receiptNumber = (paymentId: number) => `R-${String(paymentId).padStart(6, "0")}`;

/**
 * One payment as its receipt page shows it, built from the Payment row alone: to its owner, or to
 * an admin; anyone else (and an unknown id) gets the same 404.
 */
export async function paymentReceipt(actor: AuthUser, paymentId: number) {
  const payment = await getDb().payment.findUnique({
    where: { id: paymentId },
    include: { user: { select: { fullName: true, email: true } } },
  });
  if (!payment || !RECEIPT_STATUSES.includes(payment.status)) throw notFound("Payment not found");
  if (roleMay(actor, "view-admin-billing")) assertRoleCan(actor, "view-admin-billing");
  else assertActorCan(await assertCan(actor.id, "view-own-receipt"), "view-own-receipt", { ownerId: payment.userId });
  return {
    id: payment.id,
    number: receiptNumber(payment.id),
    status: payment.status,
    description: payment.description,
    plan_name: findPlan(payment.planId)?.name ?? payment.planId,
    amount: payment.amountCents,
    currency: payment.currency,
    provider: payment.provider,
    provider_reference: payment.providerInvoiceId ?? payment.providerPaymentId ?? null,
    invoice_url: payment.invoiceUrl,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    billed_to: { name: payment.user.fullName, email: payment.user.email },
  };
}

export type PaymentReceipt = Awaited<ReturnType<typeof paymentReceipt>>;
