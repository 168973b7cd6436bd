-- The new indexes first: on MySQL the author index must exist before the one the foreign key uses goes.
-- CreateIndex
CREATE INDEX "Post_author_feed_idx" ON "Post"("authorId", "createdAt", "id", "deletedAt", "hiddenAt");

-- CreateIndex
CREATE INDEX "Post_newest_feed_idx" ON "Post"("createdAt", "id", "authorId", "privacy", "reactionCount", "commentCount", "deletedAt", "hiddenAt");

-- CreateIndex
CREATE INDEX "Post_trending_feed_idx" ON "Post"("reactionCount", "createdAt", "id", "authorId", "privacy", "commentCount", "deletedAt", "hiddenAt");

-- DropIndex
DROP INDEX "Post_reactionCount_createdAt_idx";

-- DropIndex
DROP INDEX "Post_createdAt_idx";

-- DropIndex
DROP INDEX "Post_authorId_createdAt_idx";
