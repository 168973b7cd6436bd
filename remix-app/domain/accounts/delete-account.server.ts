import { deleteAccountSchema } from "@shared/schemas/auth";
import { dbReady, type DbTx } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { parseInput } from "~/lib/http.server";
import { disconnectUser } from "~/lib/realtime.server";
import { deleteVerificationDocument } from "~/domain/verification/verification-document.server";
import { deleteUploadedFile } from "~/domain/uploads/uploaded-files.server";
import { retitleByPeople } from "~/domain/notifications/notify.server";
import { threadLink } from "~/domain/messaging/threads.server";
import { confirmOwnerAgain } from "./two-factor.server";
import { assertRoleCan } from "~/domain/access/policy.server";
import { deleteUploadedResumeFiles } from "~/domain/applications/application-resumes.server";

export const ACCOUNT_DELETED = "Account deletion initiated";
export const DELETED_USER_NAME = "Deleted user";

export function anonymisedEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}

const CLEARED_VETERAN_PROFILE = {
  phone: null,
  location: null,
  headline: null,
  bio: null,
  verifiedStatus: false,
  verifiedAt: null,
  militaryBranch: null,
  militaryRank: null,
  mosCode: null,
  yearsOfService: null,
  clearanceLevel: null,
  deployments: null,
  unit: null,
  currentPosition: null,
  desiredRoles: [],
  skills: [],
  industries: [],
};

const CLEARED_EMPLOYER_PROFILE = {
  companyName: "Deleted company",
  contactPerson: DELETED_USER_NAME,
  jobTitle: "",
  phone: null,
  website: null,
  businessAddress: "",
  city: "",
  state: "",
  zipCode: "",
  cageCode: null,
  dunsNumber: null,
  taxIdEin: null,
  businessLicense: null,
  linkedinCompanyUrl: null,
  approvalNotes: null,
};

/** Counters on other people's posts and on hashtags, recounted after this user's rows are gone. */
async function recountCounters(tx: DbTx, postIds: number[], hashtagIds: number[]): Promise<void> {
  for (const postId of postIds) {
    const [reactionCount, commentCount] = await Promise.all([tx.reaction.count({ where: { postId } }), tx.comment.count({ where: { postId } })]);
    await tx.post.updateMany({ where: { id: postId }, data: { reactionCount, commentCount } });
  }
  for (const hashtagId of hashtagIds) {
    const postsCount = await tx.postHashtag.count({ where: { hashtagId, post: { deletedAt: null } } });
    await tx.hashtag.updateMany({ where: { id: hashtagId }, data: { postsCount } });
  }
}

/**
 * What the deletion does with every column that points at a user ("Model.field"), checked against
 * the schema by tests/integration/account-deletion-coverage.test.ts: a new table with a user column
 * fails that test until it is handled here.
 * - deleted: the user's rows go.
 * - anonymised: the row stays for others or for the books, with nothing personal left in it
 *   (it points at the anonymised user row, or the reference is cleared).
 */
export const USER_REFERENCES: Record<string, "deleted" | "anonymised"> = {
  "Credential.userId": "deleted",
  "Session.userId": "deleted",
  "OneTimeCode.userId": "deleted",
  "AccountToken.userId": "deleted",
  "AuthenticatorApp.userId": "deleted",
  "RecoveryCode.userId": "deleted",
  "Passkey.userId": "deleted",
  "WebAuthnChallenge.userId": "deleted",
  "JobFit.userId": "deleted",
  "FitIndexState.userId": "deleted",
  "SavedJob.userId": "deleted",
  "SavedSearch.userId": "deleted",
  "UploadedResume.userId": "deleted",
  "VeteranProfile.userId": "anonymised",
  "EmployerProfile.userId": "anonymised",
  "EmployerProfile.reviewedById": "anonymised",
  "Subscription.userId": "anonymised",
  "Payment.userId": "anonymised",
  "SubscriptionEvent.userId": "anonymised",
  "SubscriptionEvent.actorId": "anonymised",
  "Job.employerId": "anonymised",
  "JobView.viewerId": "anonymised",
  /** The report keeps counting towards its job (decision 097); it names nobody. */
  "JobGoneReport.reporterId": "anonymised",
  "Application.userId": "deleted",
  "AutoApplySettings.userId": "deleted",
  "AutoApplyRun.userId": "deleted",
  "AutoApplyUsage.userId": "deleted",
  /** The daily scan's cursor (the last veteran id it visited), not a reference to anyone's data. */
  "AutoApplyScan.lastUserId": "anonymised",
  "Resume.userId": "deleted",
  "ResumeExperience.userId": "deleted",
  "ResumeConfirmedSkill.userId": "deleted",
  "VerificationRequest.userId": "deleted",
  "VerificationRequest.reviewerId": "anonymised",
  /** What they wrote to support, and what a visitor wrote from their address, goes with them. */
  "SupportMessage.userId": "deleted",
  "TalentSearch.employerId": "deleted",
  "TalentSearchResult.employerId": "deleted",
  "TalentSearchResult.veteranId": "deleted",
  "TalentView.employerId": "deleted",
  "TalentView.veteranId": "deleted",
  "Post.authorId": "deleted",
  "Reaction.userId": "deleted",
  "Comment.authorId": "deleted",
  "Bookmark.userId": "deleted",
  "Report.reporterId": "deleted",
  "Report.resolvedById": "anonymised",
  "PostDraft.userId": "deleted",
  "Follow.followerId": "deleted",
  "Follow.followeeId": "deleted",
  "PostMention.userId": "deleted",
  "MessageThread.createdById": "anonymised",
  "ThreadParticipant.userId": "deleted",
  /** Stays in the other participants' conversation; the sender reads as "Deleted user". */
  "Message.senderId": "anonymised",
  "UserBlock.blockerId": "deleted",
  "UserBlock.blockedId": "deleted",
  "Notification.userId": "deleted",
  "Notification.actorId": "deleted",
  "NotificationActor.userId": "deleted",
  "ProfileView.profileUserId": "deleted",
  "ProfileView.viewerId": "deleted",
  "CommunicationSettings.userId": "deleted",
  "AuditLog.adminId": "anonymised",
  "EmailOutbox.aboutUserId": "deleted",
  /** Emails to the user's address (codes, notices) are personal data too. */
  "EmailOutbox.to": "deleted",
};

/**
 * POST /api/account/delete. Only the owner may ask: the password again, and with 2FA on the code
 * emailed for this step (a call without it sends one). Then in one transaction every row that
 * names or quotes the user goes, or is anonymised where it must stay for others or for the books
 * (USER_REFERENCES): their content and activity, follows and blocks both ways, profile views,
 * drafts, sessions and codes, notifications about them (a follow notification that counted them
 * among others counts the rest), outbox copies quoting them; the messages they sent stay in the
 * other person's thread from "Deleted user". The user row itself keeps only its id, status
 * "deleted", so neither login nor any existing token works from the moment it commits. Files go
 * after commit.
 */
export async function deleteAccount(userId: number, input: unknown, now = new Date()): Promise<{ message: string }> {
  const confirmation = parseInput(deleteAccountSchema, input ?? {});
  const db = await dbReady();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, fullName: true, role: true, status: true, profilePicUrl: true } });
  if (!user || user.status === "deleted") throw notFound("Account not found");
  assertRoleCan(user, "delete-own-account");
  await confirmOwnerAgain({ id: userId, email: user.email, fullName: user.fullName }, confirmation, "delete_account", "deleteAccountPerAccount");

  const [ownMedia, documents, resumeFiles, reacted, commented, ownHashtags, threads] = await Promise.all([
    db.postMedia.findMany({ where: { post: { authorId: userId } }, select: { url: true } }),
    db.verificationRequest.findMany({ where: { userId }, select: { documentFile: true } }),
    db.uploadedResume.findMany({ where: { userId }, select: { storedName: true } }),
    db.reaction.findMany({ where: { userId, post: { authorId: { not: userId } } }, select: { postId: true } }),
    db.comment.findMany({ where: { authorId: userId, post: { authorId: { not: userId } } }, select: { postId: true } }),
    db.postHashtag.findMany({ where: { post: { authorId: userId } }, select: { hashtagId: true } }),
    db.threadParticipant.findMany({ where: { userId }, select: { threadId: true } }),
  ]);
  const touchedPosts = [...new Set([...reacted, ...commented].map((r) => r.postId))];
  const touchedHashtags = [...new Set(ownHashtags.map((r) => r.hashtagId))];

  await db.$transaction(
    async (tx) => {
      const mine = { userId };
      await tx.post.deleteMany({ where: { authorId: userId } });
      await tx.comment.deleteMany({ where: { authorId: userId } });
      await tx.reaction.deleteMany({ where: mine });
      await tx.bookmark.deleteMany({ where: mine });
      await tx.report.deleteMany({ where: { reporterId: userId } });
      await tx.report.updateMany({ where: { resolvedById: userId }, data: { resolvedById: null } });
      await tx.postDraft.deleteMany({ where: mine });
      await tx.postMention.deleteMany({ where: mine });
      await tx.follow.deleteMany({ where: { OR: [{ followerId: userId }, { followeeId: userId }] } });
      await tx.userBlock.deleteMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] } });
      await tx.profileView.deleteMany({ where: { OR: [{ profileUserId: userId }, { viewerId: userId }] } });
      // Their messages stay where the others read them; only their side of each thread goes.
      await tx.threadParticipant.deleteMany({ where: mine });
      await tx.messageThread.updateMany({ where: { createdById: userId }, data: { createdById: null } });
      await deleteNotificationsAbout(tx, userId, user.fullName, threads.map((t) => threadLink(t.threadId)));
      await tx.notification.deleteMany({ where: mine });
      await tx.emailOutbox.deleteMany({ where: { OR: [{ to: user.email.toLowerCase() }, { aboutUserId: userId }] } });
      await tx.application.deleteMany({ where: mine });
      // After the applications that held them: an employer keeps no copy of a deleted veteran's resume.
      await tx.uploadedResume.deleteMany({ where: mine });
      await tx.resume.deleteMany({ where: mine });
      await tx.resumeExperience.deleteMany({ where: mine });
      await tx.resumeConfirmedSkill.deleteMany({ where: mine });
      await tx.autoApplyRun.deleteMany({ where: mine });
      await tx.autoApplySettings.deleteMany({ where: mine });
      await tx.autoApplyUsage.deleteMany({ where: mine });
      await tx.verificationRequest.deleteMany({ where: mine });
      await tx.supportMessage.deleteMany({ where: { OR: [{ userId }, { email: user.email.toLowerCase() }] } });
      await tx.verificationRequest.updateMany({ where: { reviewerId: userId }, data: { reviewerId: null } });
      await tx.employerProfile.updateMany({ where: { reviewedById: userId }, data: { reviewedById: null } });
      await tx.communicationSettings.deleteMany({ where: mine });
      await tx.talentSearch.deleteMany({ where: { employerId: userId } });
      await tx.talentSearchResult.deleteMany({ where: { OR: [{ employerId: userId }, { veteranId: userId }] } });
      await tx.talentView.deleteMany({ where: { OR: [{ employerId: userId }, { veteranId: userId }] } });
      await tx.jobView.updateMany({ where: { viewerId: userId }, data: { viewerId: null } });
      await tx.jobGoneReport.updateMany({ where: { reporterId: userId }, data: { reporterId: null } });
      await tx.job.updateMany({ where: { employerId: userId, status: "open" }, data: { status: "closed" } });
      // Billing stays for the books, on the anonymised user row; someone else's act on it names nobody.
      await tx.subscription.updateMany({ where: mine, data: { status: "canceled", cancelAtPeriodEnd: false } });
      await tx.subscriptionEvent.updateMany({ where: { actorId: userId, userId: { not: userId } }, data: { actorId: null } });
      await tx.auditLog.updateMany({ where: { adminId: userId }, data: { adminId: null, adminEmail: anonymisedEmail(userId) } });
      await tx.veteranProfile.updateMany({ where: mine, data: CLEARED_VETERAN_PROFILE });
      await tx.employerProfile.updateMany({ where: mine, data: CLEARED_EMPLOYER_PROFILE });
      await tx.oneTimeCode.deleteMany({ where: mine });
      await tx.accountToken.deleteMany({ where: mine });
      await tx.authenticatorApp.deleteMany({ where: mine });
      await tx.recoveryCode.deleteMany({ where: mine });
      await tx.passkey.deleteMany({ where: mine });
      await tx.webAuthnChallenge.deleteMany({ where: mine });
      await tx.jobFit.deleteMany({ where: mine });
      await tx.fitIndexState.deleteMany({ where: mine });
      await tx.savedJob.deleteMany({ where: mine });
      await tx.savedSearch.deleteMany({ where: mine });
      await tx.credential.deleteMany({ where: mine });
      await tx.session.deleteMany({ where: mine });
      await tx.user.update({
        where: { id: userId },
        data: { email: anonymisedEmail(userId), fullName: DELETED_USER_NAME, profilePicUrl: null, handle: null, status: "deleted", deletedAt: now },
      });
      await recountCounters(tx, touchedPosts, touchedHashtags);
    },
    { timeout: 30_000 },
  );

  disconnectUser(userId);
  await Promise.all([user.profilePicUrl, ...ownMedia.map((m) => m.url)].map((url) => deleteUploadedFile(url)));
  await Promise.all(documents.map((d) => deleteVerificationDocument(d.documentFile)));
  await deleteUploadedResumeFiles(resumeFiles.map((r) => r.storedName));
  return { message: ACCOUNT_DELETED };
}

/**
 * Other people's notifications that name or quote the user: a follow notification that counted
 * them among others keeps counting the rest (named by the earliest of them); every other one about
 * them goes. Rows from before notifications had an actor are found by what they say: a follow's
 * link to the profile, or a message's "New message from <name>" in one of the user's threads.
 */
async function deleteNotificationsAbout(tx: DbTx, userId: number, fullName: string, threadLinks: string[]): Promise<void> {
  const counted = await tx.notificationActor.findMany({ where: { userId, notification: { userId: { not: userId } } }, select: { notificationId: true } });
  await tx.notificationActor.deleteMany({ where: { userId } });
  for (const { notificationId } of counted) await retitleByPeople(tx, notificationId);
  await tx.notification.deleteMany({
    where: {
      OR: [
        { actorId: userId },
        { actorId: null, link: `/profile/${userId}` },
        ...(threadLinks.length ? [{ actorId: null, type: "message", link: { in: threadLinks }, title: { startsWith: `New message from ${fullName}` } }] : []),
      ],
    },
  });
}
