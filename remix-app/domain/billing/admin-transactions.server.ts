import type { TransactionRow, TransactionView } from "@shared/views/admin-billing";
import { getDb } from "~/lib/db.server";
import { assertCan } from "~/domain/access/policy.server";

export type { TransactionRow, TransactionView };

/** A payment row as the admin billing screens show it: the settled time, the amount in cents. */
export function transactionView(p: { id: number; amountCents: number; planId: string; status: string; createdAt: Date; paidAt: Date | null; user: { email: string } }): TransactionView {
  return {
    id: p.id,
    user_email: p.user.email,
    created_at: (p.paidAt ?? p.createdAt).toISOString(),
    amount: p.amountCents,
    plan: p.planId,
    status: p.status,
  };
}

/** /admin/billing's full list: every settled payment (paid, failed, refunded), newest first. */
export async function listTransactionsForAdmin(admin: { id: number }, page: { skip: number; limit: number }) {
  await assertCan(admin.id, "view-admin-billing");
  const where = { status: { in: ["paid", "failed", "refunded"] } };
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page.skip,
      take: page.limit,
      select: { id: true, amountCents: true, planId: true, status: true, provider: true, createdAt: true, paidAt: true, user: { select: { email: true } } },
    }),
    db.payment.count({ where }),
  ]);
  return {
    transactions: rows.map<TransactionRow>((p) => ({ ...transactionView(p), provider: p.provider })),
    total,
  };
}
