import { AUDIT_SKIP_MAX, type AuditDateRange, type AuditLogQuery } from "@shared/schemas/admin-review";
import type { AuditChange, AuditLogView, AuditSubject } from "@shared/views/admin-review";
import { getDb, type DbTx, type Prisma } from "~/lib/db.server";

export interface AuditActor {
  id: number;
  email: string;
}

export interface AdminAction {
  actionType: string;
  resourceType: string;
  resourceId: string | number;
  justification: string;
  /** Whom the action is about, copied as they are named now (the log outlives their account). */
  subject: AuditSubject | null;
  /** Every value the action changes, old → new; stored with the row so the log can show it. */
  changes: AuditChange[];
  metadata?: Record<string, Prisma.InputJsonValue | null>;
}

export type { AuditChange, AuditLogView, AuditSubject };

/**
 * Called inside the decision's own transaction, so a decision never stands without its entry.
 * The admin's email is copied because the log must outlive the admin's account.
 */
export async function recordAdminAction(tx: DbTx, admin: AuditActor, action: AdminAction): Promise<void> {
  await tx.auditLog.create({
    data: {
      adminId: admin.id,
      adminEmail: admin.email,
      actionType: action.actionType,
      resourceType: action.resourceType,
      resourceId: String(action.resourceId),
      justification: action.justification,
      metadata: { ...action.metadata, subject: action.subject ? { ...action.subject } : null, changes: action.changes.map((c) => ({ ...c })) },
    },
  });
}

const RANGE_MS: Record<Exclude<AuditDateRange, "all">, number> = {
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
};

export function rangeStart(range: AuditDateRange, now: Date): Date | null {
  return range === "all" ? null : new Date(now.getTime() - RANGE_MS[range]);
}

/** GET /api/admin/audit-logs and the audit screen: newest first within the range, never deeper than AUDIT_SKIP_MAX. */
export async function listAuditLogs(query: AuditLogQuery, now = new Date()): Promise<{ logs: AuditLogView[]; total: number }> {
  const since = rangeStart(query.date_range, now);
  const where = { ...(since ? { createdAt: { gte: since } } : {}), ...(query.action_type ? { actionType: query.action_type } : {}) };
  const skip = Number.isFinite(query.skip) ? Math.min(Math.max(0, Math.trunc(query.skip)), AUDIT_SKIP_MAX) : 0;
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take: query.limit }),
    db.auditLog.count({ where }),
  ]);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      action_type: row.actionType,
      admin_email: row.adminEmail,
      created_at: row.createdAt.toISOString(),
      resource_type: row.resourceType,
      resource_id: row.resourceId,
      justification: row.justification,
      ...describedChange(row.metadata),
    })),
    total,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : null);

/**
 * The subject and old → new values of one row. Rows written before both were stored carry the
 * subject's e-mail and the tier/status they had under older keys; those are read as written.
 */
export function describedChange(metadata: Prisma.JsonValue | null): { subject: AuditSubject | null; changes: AuditChange[] } {
  if (!isRecord(metadata)) return { subject: null, changes: [] };
  const stored = metadata.subject;
  const legacyEmail = text(metadata.user_email) ?? text(metadata.employer_email) ?? text(metadata.veteran_email);
  const subject: AuditSubject | null =
    isRecord(stored) && typeof stored.email === "string"
      ? { name: text(stored.name), email: stored.email }
      : legacyEmail
        ? { name: null, email: legacyEmail }
        : null;
  if (Array.isArray(metadata.changes)) {
    const changes = (metadata.changes as unknown[]).filter(isRecord).map((c) => ({ field: text(c.field) ?? "", from: text(c.from), to: text(c.to) }));
    return { subject, changes };
  }
  const changes: AuditChange[] = [];
  if (metadata.from_tier !== undefined || metadata.to_tier !== undefined) changes.push({ field: "tier", from: text(metadata.from_tier), to: text(metadata.to_tier) });
  return { subject, changes };
}
