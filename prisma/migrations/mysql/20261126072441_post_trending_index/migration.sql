-- DropIndex
DROP INDEX `Post_reactionCount_idx` ON `Post`;

-- CreateIndex
CREATE INDEX `Post_reactionCount_createdAt_idx` ON `Post`(`reactionCount`, `createdAt`);
