/**
 * Payment and plan emails (issue 55 item 3): a receipt, a renewal, a failed charge. Each is the
 * switchable "billing" kind of the one mail module (decision 110), written from the Payment row
 * after the billing event that changed it has committed (fulfilment's runEventOnce).
 */
import { formatLongDate } from "@shared/dates";
import { formatMoney } from "@shared/money";
import { findPlan } from "@shared/plans";
import type { BillingNotice } from "./billing-notices.server";
import { receiptNumber } from "./receipts.server";
import { getConfig } from "~/lib/config.server";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { quietly, reachableRecipient } from "~/domain/communication/event-emails.server";

interface PaymentFacts {
  id: number;
  plan: string;
  amount: string;
  date: string;
  invoiceUrl: string | null;
  /** A first payment (it came through a checkout) rather than a renewal. */
  firstPayment: boolean;
  periodEnd: Date | null;
}

async function paymentFacts(paymentId: number): Promise<PaymentFacts | null> {
  const payment = await getDb().payment.findUnique({
    where: { id: paymentId },
    select: {
      id: true,
      planId: true,
      amountCents: true,
      currency: true,
      createdAt: true,
      paidAt: true,
      invoiceUrl: true,
      checkoutSessionId: true,
      user: { select: { subscription: { select: { currentPeriodEnd: true } } } },
    },
  });
  if (!payment) return null;
  return {
    id: payment.id,
    plan: findPlan(payment.planId)?.name ?? payment.planId,
    amount: formatMoney(payment.amountCents, payment.currency),
    date: formatLongDate(payment.paidAt ?? payment.createdAt),
    invoiceUrl: payment.invoiceUrl,
    firstPayment: payment.checkoutSessionId !== null,
    periodEnd: payment.user.subscription?.currentPeriodEnd ?? null,
  };
}

function receiptLines(p: PaymentFacts, origin: string): string[] {
  return [
    `Receipt ${receiptNumber(p.id)}`,
    `Plan: ${p.plan}`,
    `Amount: ${p.amount}`,
    `Date: ${p.date}`,
    "",
    `Your receipt: ${origin}/billing/receipts/${p.id}`,
    ...(p.invoiceUrl ? [`The invoice from our payment provider: ${p.invoiceUrl}`] : []),
    `Your plan and billing history: ${origin}/billing`,
  ];
}

function wording(notice: BillingNotice, p: PaymentFacts, origin: string): { subject: string; lines: string[] } {
  const until = p.periodEnd ? ` It runs until ${formatLongDate(p.periodEnd)}.` : "";
  if (notice.kind === "receipt") {
    return {
      subject: `Receipt for your ${p.plan} plan: ${p.amount}`,
      lines: [`Thank you: your payment of ${p.amount} went through and your ${p.plan} plan is active.${until}`, "", ...receiptLines(p, origin)],
    };
  }
  if (notice.kind === "renewal") {
    return {
      subject: `Your ${p.plan} plan renewed: ${p.amount}`,
      lines: [`Your ${p.plan} plan renewed on ${p.date} and ${p.amount} was charged.${until}`, "", ...receiptLines(p, origin)],
    };
  }
  const fix = p.firstPayment
    ? [
        `Your plan was not changed. To fix it, start the upgrade again from Billing and pay with another card: ${origin}/billing`,
      ]
    : [
        `Your ${p.plan} plan stays on for now, marked past due, and the charge is tried again over the next days.`,
        "",
        `To fix it, open Billing, press "Update payment" and enter a card that works; the open invoice is then charged to it: ${origin}/billing`,
      ];
  return {
    subject: `Payment failed: your ${p.plan} plan`,
    lines: [
      `We could not charge ${p.amount} for your ${p.plan} plan on ${p.date}: the card was declined or could not be used.`,
      "",
      ...fix,
      "",
      `The failed payment: ${origin}/billing/receipts/${p.id}`,
    ],
  };
}

/** Sends the billing emails an event queued, each to an active account's verified address, unless its billing switch is off. */
export async function emailBillingNotices(notices: readonly BillingNotice[]): Promise<void> {
  for (const notice of notices) {
    await quietly(`billing-${notice.kind}`, async () => {
      const [recipient, payment] = await Promise.all([reachableRecipient(notice.userId), paymentFacts(notice.paymentId)]);
      if (!recipient || !payment) return;
      const { subject, lines } = wording(notice, payment, getConfig().publicUrl);
      await sendEmail({ to: recipient.email, userId: notice.userId, kind: "billing", subject, text: [`Hi ${recipient.firstName},`, "", ...lines].join("\n") });
    });
  }
}
