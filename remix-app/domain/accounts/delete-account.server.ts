import { dbReady, type DbTx } from "~/lib/db.server";
import { forbidden, notFound } from "~/lib/errors.server";
import { disconnectUser } from "~/lib/realtime.server";
import { deleteUploadedFile } from "~/domain/uploads/uploaded-files.server";

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
 * POST /api/account/delete. In one transaction: the user's content and activity are deleted,
 * what must stay for others or for the books (payments, closed job posts, the user row itself)
 * is anonymised, the password is dropped, every session is revoked and the status is "deleted",
 * so neither login nor any existing token works from the moment it commits. Files go after commit.
 */
export async function deleteAccount(userId: number, now = new Date()): Promise<{ message: string }> {
  const db = await dbReady();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, role: true, status: true, profilePicUrl: true } });
  if (!user || user.status === "deleted") throw notFound("Account not found");
  if (user.role === "admin") throw forbidden("Admin accounts cannot be deleted from the app");

  const [ownMedia, reacted, commented, ownHashtags] = await Promise.all([
    db.postMedia.findMany({ where: { post: { authorId: userId } }, select: { url: true } }),
    db.reaction.findMany({ where: { userId, post: { authorId: { not: userId } } }, select: { postId: true } }),
    db.comment.findMany({ where: { authorId: userId, post: { authorId: { not: userId } } }, select: { postId: true } }),
    db.postHashtag.findMany({ where: { post: { authorId: userId } }, select: { hashtagId: true } }),
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
      await tx.follow.deleteMany({ where: { OR: [{ followerId: userId }, { followeeId: userId }] } });
      await tx.postMention.deleteMany({ where: mine });
      await tx.message.deleteMany({ where: { senderId: userId } });
      await tx.threadParticipant.deleteMany({ where: mine });
      await tx.application.deleteMany({ where: mine });
      await tx.resume.deleteMany({ where: mine });
      await tx.autoApplyRun.deleteMany({ where: mine });
      await tx.autoApplySettings.deleteMany({ where: mine });
      await tx.verificationRequest.deleteMany({ where: mine });
      await tx.notification.deleteMany({ where: mine });
      await tx.communicationSettings.deleteMany({ where: mine });
      await tx.talentSearch.deleteMany({ where: { employerId: userId } });
      await tx.oneTimeCode.deleteMany({ where: mine });
      // Emails to the address (codes, notices) are personal data too.
      await tx.emailOutbox.deleteMany({ where: { to: user.email.toLowerCase() } });
      await tx.jobView.updateMany({ where: { viewerId: userId }, data: { viewerId: null } });
      await tx.job.updateMany({ where: { employerId: userId, status: "open" }, data: { status: "closed" } });
      await tx.subscription.updateMany({ where: mine, data: { status: "canceled", cancelAtPeriodEnd: false } });
      await tx.veteranProfile.updateMany({ where: mine, data: CLEARED_VETERAN_PROFILE });
      await tx.employerProfile.updateMany({ where: mine, data: CLEARED_EMPLOYER_PROFILE });
      await tx.credential.deleteMany({ where: mine });
      await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
      await tx.user.update({
        where: { id: userId },
        data: { email: anonymisedEmail(userId), fullName: DELETED_USER_NAME, profilePicUrl: null, status: "deleted", deletedAt: now },
      });
      await recountCounters(tx, touchedPosts, touchedHashtags);
    },
    { timeout: 30_000 },
  );

  disconnectUser(userId);
  await Promise.all([user.profilePicUrl, ...ownMedia.map((m) => m.url)].map((url) => deleteUploadedFile(url)));
  return { message: ACCOUNT_DELETED };
}
