import { getDb } from "~/lib/db.server";
import { assertCan } from "~/domain/access/policy.server";

export interface TransactionRow {
  id: number;
  user_email: string;
  created_at: string;
  amount: number;
  plan: string;
  status: string;
  provider: string;
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
    transactions: rows.map<TransactionRow>((p) => ({
      id: p.id,
      user_email: p.user.email,
      created_at: (p.paidAt ?? p.createdAt).toISOString(),
      amount: p.amountCents,
      plan: p.planId,
      status: p.status,
      provider: p.provider,
    })),
    total,
  };
}
