import { z } from "zod";

export const REVIEW_TEXT_MAX = 1000;
export const REASON_REQUIRED = "A reason is required to reject";

/** Reject calls: the reason is shown to the user, so it must say something. */
export const rejectionSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .min(1, REASON_REQUIRED)
    .max(REVIEW_TEXT_MAX, `The reason must be at most ${REVIEW_TEXT_MAX} characters`),
});

/** Approve calls: an optional note for the record. */
export const approvalSchema = z.object({
  note: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, `The note must be at most ${REVIEW_TEXT_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});

export const AUDIT_DATE_RANGES = ["day", "week", "month", "all"] as const;
export type AuditDateRange = (typeof AUDIT_DATE_RANGES)[number];

export const AUDIT_DATE_RANGE_LABELS: Record<AuditDateRange, string> = {
  day: "Last 24 hours",
  week: "Last 7 days",
  month: "Last 30 days",
  all: "All time",
};

/** The deepest page the audit log serves: an offset further than this is a slow scan for nobody. */
export const AUDIT_SKIP_MAX = 10_000;

/** GET /api/admin/audit-logs?limit=10&date_range=week (SPEC's default range is a week). */
export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20),
  skip: z.coerce
    .number()
    .int("skip must be a whole number")
    .min(0, "skip must be 0 or more")
    .max(AUDIT_SKIP_MAX, `skip must be at most ${AUDIT_SKIP_MAX}`)
    .default(0),
  date_range: z.enum(AUDIT_DATE_RANGES, { error: "date_range must be one of day, week, month, all" }).default("week"),
  action_type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,60}$/, "action_type must be an action name such as user_suspended")
    .optional()
    .transform((v) => v || undefined),
});

/** Every action type the audit log records, for the screen's filter (others still show in the list). */
export const AUDIT_ACTION_TYPES = [
  "subscription_tier_changed",
  "user_suspended",
  "user_activated",
  "job_closed",
  "job_reopened",
  "employer_approved",
  "employer_rejected",
  "employer_review_reopened",
  "verification_approved",
  "verification_rejected",
  "post_hidden",
  "reports_dismissed",
] as const;

export type AuditLogQuery = Omit<z.infer<typeof auditLogQuerySchema>, "action_type"> & { action_type?: string };
