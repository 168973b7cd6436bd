-- AlterTable: added in place (the generator's copy of the table would rewrite every post and drop
-- the Post triggers of decision 050).
ALTER TABLE "Post" ADD COLUMN "trendingWindow" BOOLEAN NOT NULL DEFAULT true;

-- Trending's walk went most-reacted first over every post ever written and kept those of the last
-- 7 days: the longer the history, the more it read for the same page. It now walks only the posts
-- still flagged as in the window (docs/decisions/053); the hourly trending-window job clears the
-- flag once a post is older. These are the posts written before. The same as the MySQL migration
-- of the same name.
UPDATE "Post" SET "trendingWindow" = false WHERE julianday("createdAt") < julianday('now', '-7 days');

-- DropIndex / CreateIndex
DROP INDEX "Post_trending_feed_idx";
CREATE INDEX "Post_trending_feed_idx" ON "Post"("trendingWindow", "reactionCount", "createdAt", "id", "authorId", "privacy", "commentCount", "deletedAt", "hiddenAt", "authorActive");
