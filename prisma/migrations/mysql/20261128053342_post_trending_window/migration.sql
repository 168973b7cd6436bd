-- AlterTable
ALTER TABLE `Post` ADD COLUMN `trendingWindow` BOOLEAN NOT NULL DEFAULT true;

-- Trending's walk went most-reacted first over every post ever written and kept those of the last
-- 7 days: the longer the history, the more it read for the same page. It now walks only the posts
-- still flagged as in the window (docs/decisions/053); the hourly trending-window job clears the
-- flag once a post is older. These are the posts written before. The same as the SQLite migration
-- of the same name.
UPDATE `Post` SET `trendingWindow` = false WHERE `createdAt` < UTC_TIMESTAMP(3) - INTERVAL 7 DAY;

-- DropIndex / CreateIndex
DROP INDEX `Post_trending_feed_idx` ON `Post`;
CREATE INDEX `Post_trending_feed_idx` ON `Post`(`trendingWindow`, `reactionCount`, `createdAt`, `id`, `authorId`, `privacy`, `commentCount`, `deletedAt`, `hiddenAt`, `authorActive`);
