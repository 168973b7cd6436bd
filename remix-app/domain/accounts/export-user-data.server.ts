import { dbReady } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { VERIFICATION_REQUEST_COLUMNS } from "~/domain/verification/document-types.server";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type UserDataExport = { [section: string]: JsonValue };

/** JSON columns hold the user's own structure: their keys are exported unchanged. */
const JSON_COLUMNS = new Set(["desiredRoles", "skills", "industries", "sections", "linkPreview", "query", "tags"]);

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Dates become ISO strings and column names snake_case, as the API names fields. */
function toJson(value: unknown, keepKeys = false): JsonValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map((item) => toJson(item, keepKeys));
  if (typeof value === "object") {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, inner] of Object.entries(value)) {
      out[keepKeys ? key : snakeCase(key)] = toJson(inner, keepKeys || JSON_COLUMNS.has(key));
    }
    return out;
  }
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

/**
 * Everything a user has given or produced on the platform, for GET /api/account/export and
 * `vets export`. Tables that hold or sit next to secrets (credentials, subscriptions,
 * payments) are read with explicit selects, and sessions and one-time codes are not read at
 * all, so password, session and code hashes or checkout session ids never reach the file.
 */
export async function exportUserData(userId: number, now = new Date()): Promise<UserDataExport> {
  const db = await dbReady();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      fullName: true,
      role: true,
      status: true,
      profilePicUrl: true,
      createdAt: true,
      updatedAt: true,
      lastLoginAt: true,
      credential: { select: { passwordUpdatedAt: true, twoFactorEnabled: true, twoFactorEnabledAt: true } },
    },
  });
  if (!user) throw notFound("User not found");
  const mine = { userId };

  const [
    veteranProfile,
    employerProfile,
    subscription,
    payments,
    applications,
    autoApplySettings,
    autoApplyRuns,
    resumes,
    verificationRequests,
    postedJobs,
    talentSearches,
    supportMessages,
  ] = await Promise.all([
    db.veteranProfile.findUnique({ where: mine, omit: { id: true, userId: true } }),
    db.employerProfile.findUnique({ where: mine, omit: { id: true, userId: true, reviewedById: true } }),
    db.subscription.findUnique({
      where: mine,
      select: {
        tier: true,
        status: true,
        trialEndsAt: true,
        currentPeriodEnd: true,
        cancelAtPeriodEnd: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    db.payment.findMany({
      where: mine,
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        planId: true,
        amountCents: true,
        currency: true,
        status: true,
        description: true,
        invoiceUrl: true,
        createdAt: true,
        paidAt: true,
      },
    }),
    db.application.findMany({
      where: mine,
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        status: true,
        isAutoApplied: true,
        fitScore: true,
        coverLetter: true,
        additionalNotes: true,
        createdAt: true,
        submittedAt: true,
        statusChangedAt: true,
        job: { select: { id: true, title: true, company: true, location: true } },
      },
    }),
    db.autoApplySettings.findUnique({ where: mine, omit: { id: true, userId: true } }),
    db.autoApplyRun.findMany({ where: mine, orderBy: { startedAt: "asc" }, omit: { userId: true } }),
    db.resume.findMany({ where: mine, orderBy: { createdAt: "asc" }, omit: { userId: true } }),
    db.verificationRequest.findMany({
      where: mine,
      orderBy: { createdAt: "asc" },
      select: { id: true, ...VERIFICATION_REQUEST_COLUMNS },
    }),
    db.job.findMany({
      where: { employerId: userId },
      orderBy: { createdAt: "asc" },
      select: { id: true, title: true, company: true, location: true, status: true, postedAt: true, createdAt: true },
    }),
    db.talentSearch.findMany({ where: { employerId: userId }, orderBy: { createdAt: "asc" }, omit: { employerId: true } }),
    db.supportMessage.findMany({ where: mine, orderBy: { createdAt: "asc" }, omit: { userId: true } }),
  ]);

  const [posts, comments, reactions, bookmarks, following, followers, messagesSent, notifications, settings, reports] =
    await Promise.all([
      db.post.findMany({
        where: { authorId: userId },
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          content: true,
          privacy: true,
          linkPreview: true,
          createdAt: true,
          updatedAt: true,
          deletedAt: true,
          media: { select: { type: true, url: true }, orderBy: { sortOrder: "asc" } },
        },
      }),
      db.comment.findMany({
        where: { authorId: userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, postId: true, parentId: true, content: true, createdAt: true },
      }),
      db.reaction.findMany({ where: mine, orderBy: { createdAt: "asc" }, select: { postId: true, type: true, createdAt: true } }),
      db.bookmark.findMany({ where: mine, orderBy: { createdAt: "asc" }, select: { postId: true, createdAt: true } }),
      db.follow.findMany({
        where: { followerId: userId },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true, followee: { select: { id: true, fullName: true } } },
      }),
      db.follow.findMany({
        where: { followeeId: userId },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true, follower: { select: { id: true, fullName: true } } },
      }),
      db.message.findMany({
        where: { senderId: userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, threadId: true, content: true, messageType: true, createdAt: true },
      }),
      db.notification.findMany({
        where: mine,
        orderBy: { createdAt: "asc" },
        select: { id: true, type: true, title: true, body: true, link: true, readAt: true, createdAt: true },
      }),
      db.communicationSettings.findUnique({ where: mine, omit: { id: true, userId: true } }),
      db.report.findMany({
        where: { reporterId: userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, postId: true, reason: true, status: true, createdAt: true },
      }),
    ]);

  const { credential, ...account } = user;
  return {
    exported_at: now.toISOString(),
    format_version: 1,
    account: toJson({
      ...account,
      passwordChangedAt: credential?.passwordUpdatedAt ?? null,
      twoFactorEnabled: credential?.twoFactorEnabled ?? false,
      twoFactorEnabledAt: credential?.twoFactorEnabledAt ?? null,
    }),
    veteran_profile: toJson(veteranProfile),
    employer_profile: toJson(employerProfile),
    subscription: toJson(subscription),
    payments: toJson(payments),
    applications: toJson(applications),
    auto_apply_settings: toJson(autoApplySettings),
    auto_apply_runs: toJson(autoApplyRuns),
    resumes: toJson(resumes),
    verification_requests: toJson(verificationRequests),
    posted_jobs: toJson(postedJobs),
    talent_searches: toJson(talentSearches),
    posts: toJson(posts),
    comments: toJson(comments),
    reactions: toJson(reactions),
    bookmarks: toJson(bookmarks),
    following: toJson(following.map((f) => ({ userId: f.followee.id, fullName: f.followee.fullName, since: f.createdAt }))),
    followers: toJson(followers.map((f) => ({ userId: f.follower.id, fullName: f.follower.fullName, since: f.createdAt }))),
    messages_sent: toJson(messagesSent),
    notifications: toJson(notifications),
    communication_settings: toJson(settings),
    reports_filed: toJson(reports),
    support_messages: toJson(supportMessages),
  };
}
