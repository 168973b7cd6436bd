import { z } from "zod";
import { ADMIN_SETTABLE_TIERS, VETERAN_TIERS } from "@shared/plans";

export const JUSTIFICATION_MAX = 1000;
export const ADMIN_PAGE_SKIP_MAX = 1_000_000;

const limit = z.coerce.number().int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(20);
const skip = z.coerce
  .number()
  .int("skip must be a whole number")
  .min(0, "skip must be 0 or more")
  .max(ADMIN_PAGE_SKIP_MAX, `skip must be at most ${ADMIN_PAGE_SKIP_MAX}`)
  .default(0);
const q = z.string().trim().max(100, "q must be at most 100 characters").optional().transform((v) => v || undefined);
const order = z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc");

/** Plain paging (the transactions list). */
export const pageQuerySchema = z.object({ limit, skip });

export const USER_SORTS = ["created_at", "email", "full_name"] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/admin/users/management?limit=10 plus paging, search, filters and sort. */
export const userManagementQuerySchema = z.object({
  limit,
  skip,
  q,
  role: z.enum(["veteran", "employer", "admin"], { error: "role must be veteran, employer or admin" }).optional(),
  tier: z.enum(VETERAN_TIERS, { error: "tier must be one of free_trial, free, pro, premium, elite" }).optional(),
  status: z.enum(["active", "suspended"], { error: "status must be active or suspended" }).optional(),
  sort: z.enum(USER_SORTS, { error: "sort must be created_at, email or full_name" }).default("created_at"),
  order,
});
export type UserManagementQuery = z.infer<typeof userManagementQuerySchema>;

const justification = z
  .string()
  .trim()
  .max(JUSTIFICATION_MAX, `The justification is limited to ${JUSTIFICATION_MAX} characters`)
  .optional()
  .transform((v) => v || undefined);

/** PUT /api/admin/users/{id}/subscription?new_tier=&justification= */
export const tierChangeSchema = z.object({
  new_tier: z.enum(ADMIN_SETTABLE_TIERS, { error: "new_tier must be one of free, pro, premium, elite" }),
  justification,
});

/** PUT /api/admin/users/{id}/status?is_active=&justification= */
export const statusChangeSchema = z.object({
  is_active: z.enum(["true", "false"], { error: "is_active must be true or false" }).transform((v) => v === "true"),
  justification,
});

export const JOB_SORTS = ["posted_at", "title", "view_count"] as const;

/** GET /api/admin/jobs */
export const adminJobsQuerySchema = z.object({
  limit,
  skip,
  q,
  status: z.enum(["open", "closed"], { error: "status must be open or closed" }).optional(),
  source: z.string().trim().regex(/^[a-z_]{1,40}$/, "source must be a job source such as usajobs or employer").optional(),
  sort: z.enum(JOB_SORTS, { error: "sort must be posted_at, title or view_count" }).default("posted_at"),
  order,
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;

/** PUT /api/admin/jobs/{id}/status?status=&justification= (a justification is required). */
export const jobStatusChangeSchema = z.object({
  status: z.enum(["open", "closed"], { error: "status must be open or closed" }),
  justification: z
    .string({ error: "Please give a justification for the audit log" })
    .trim()
    .min(1, "Please give a justification for the audit log")
    .max(JUSTIFICATION_MAX, `The justification is limited to ${JUSTIFICATION_MAX} characters`),
});

/** SPEC §6: each admin change carries an automatic justification text when none is typed. */
export function automaticTierJustification(tierName: string): string {
  return `Subscription tier changed to ${tierName} by admin`;
}
export function automaticStatusJustification(isActive: boolean): string {
  return isActive ? "Account activated by admin" : "Account suspended by admin";
}

export const USER_UPDATED = "User updated successfully";
export const USER_UPDATE_FAILED = "Failed to update user";
