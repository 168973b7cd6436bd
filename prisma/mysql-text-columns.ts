// String columns whose MySQL type is not VARCHAR(191): long text, and a few short copies that an
// index holds. Prisma maps String to VARCHAR(191) on MySQL, and the schema cannot say @db.Text
// because it must validate for SQLite too. The MySQL migration generator and the parity test both
// read this list, so the two cannot drift.
// Keys are "Model.field"; a key naming no String field fails generation and the parity test.
// See docs/decisions/001-migrations-two-databases.md.
export type MysqlTextType = "TEXT" | "MEDIUMTEXT" | ShortVarchar;
/**
 * Narrower than VARCHAR(191), for copies that share one index with other strings: InnoDB keys
 * hold at most 3,072 bytes, four per utf8mb4 character. These may be indexed; TEXT may not.
 */
export type ShortVarchar = "VARCHAR(8)" | "VARCHAR(32)" | "VARCHAR(400)";

export const MYSQL_TEXT_COLUMNS: Readonly<Record<string, MysqlTextType>> = {
  // written by people
  "VeteranProfile.bio": "TEXT",
  "VeteranProfile.deployments": "TEXT",
  "EmployerProfile.approvalNotes": "TEXT",
  "Application.coverLetter": "TEXT",
  "Application.additionalNotes": "TEXT",
  "Application.privateNote": "TEXT",
  "AutoApplySettings.letterTemplate": "TEXT",
  "VerificationRequest.reviewNotes": "TEXT",
  "Post.content": "TEXT",
  "Comment.content": "TEXT",
  "Message.content": "TEXT",
  "Report.reason": "TEXT",
  "Notification.body": "TEXT",
  "SupportMessage.body": "TEXT",
  // a copy of VeteranProfile.industries (a JSON list of up to 50 names) for the feed's ranking
  "User.feedIndustries": "TEXT",
  // the author's copies in Post_newest_feed_idx (docs/decisions/050), cut to these lengths by the triggers
  "Post.authorBranch": "VARCHAR(32)",
  "Post.authorMosFamily": "VARCHAR(8)",
  "Post.authorIndustries": "VARCHAR(400)",
  // the post's hashtags for its views (docs/decisions/051): up to 20 of up to 50 characters
  "Post.tagList": "TEXT",
  "AuditLog.justification": "TEXT",
  // imported or generated; job boards send long HTML descriptions
  "Job.description": "MEDIUMTEXT",
  // the scorer's words, codes and requirement labels of title + description (decision 120)
  "Job.fitTerms": "MEDIUMTEXT",
  "Job.requirements": "MEDIUMTEXT",
  "Resume.formattedText": "MEDIUMTEXT",
  "EmailOutbox.text": "MEDIUMTEXT",
  "EmailOutbox.html": "MEDIUMTEXT",
  "EmailOutbox.error": "TEXT",
  "AutoApplyRun.error": "TEXT",
  "JobSourceRun.error": "TEXT",
  // URLs and headers routinely exceed 191 characters (tracking parameters, signed URLs)
  "User.profilePicUrl": "TEXT",
  "Job.applyUrl": "TEXT",
  "Job.sourceUrl": "TEXT",
  "JobListing.url": "TEXT",
  "Payment.invoiceUrl": "TEXT",
  "PostMedia.url": "TEXT",
  "VerificationRequest.documentUrl": "TEXT",
  "EmployerProfile.website": "TEXT",
  "EmployerProfile.linkedinCompanyUrl": "TEXT",
  "Notification.link": "TEXT",
  // a link preview's URLs (2,048 characters), title (200) and description (500)
  "LinkPreviewCache.url": "TEXT",
  "LinkPreviewCache.finalUrl": "TEXT",
  "LinkPreviewCache.title": "TEXT",
  "LinkPreviewCache.description": "TEXT",
  "LinkPreviewCache.image": "TEXT",
  "Session.userAgent": "TEXT",
  // encoded scrypt hash with its parameters and salt can pass 191 characters
  "Credential.passwordHash": "TEXT",
};
