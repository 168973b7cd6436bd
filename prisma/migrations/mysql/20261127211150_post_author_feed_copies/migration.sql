-- DropIndex
DROP INDEX `Post_newest_feed_idx` ON `Post`;

-- DropIndex
DROP INDEX `Post_trending_feed_idx` ON `Post`;

-- AlterTable
ALTER TABLE `Post` ADD COLUMN `authorActive` BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN `authorBranch` VARCHAR(32) NULL,
    ADD COLUMN `authorMosFamily` VARCHAR(8) NULL,
    ADD COLUMN `authorIndustries` VARCHAR(400) NULL;

-- For You and Trending walk their index for hundreds of candidates a page; each candidate's author
-- row (status, branch, MOS family, industries) was a lookup of its own, most of MariaDB's work on
-- those reads. The author's copies on the post, inside the index, leave the walk alone
-- (docs/decisions/050). Cut to these columns' lengths (SUBSTR counts characters on both databases).
-- These triggers are the copies' only writers. The same triggers as the SQLite migration of the same name.
UPDATE `Post` p JOIN `User` u ON u.`id` = p.`authorId` SET
    p.`authorActive` = (u.`status` = 'active'),
    p.`authorBranch` = SUBSTR(u.`feedBranch`, 1, 32),
    p.`authorMosFamily` = SUBSTR(u.`feedMosFamily`, 1, 8),
    p.`authorIndustries` = SUBSTR(u.`feedIndustries`, 1, 400);

-- CreateIndex
CREATE INDEX `Post_newest_feed_idx` ON `Post`(`createdAt`, `id`, `authorId`, `privacy`, `reactionCount`, `commentCount`, `deletedAt`, `hiddenAt`, `authorActive`, `authorBranch`, `authorMosFamily`, `authorIndustries`);

-- CreateIndex
CREATE INDEX `Post_trending_feed_idx` ON `Post`(`reactionCount`, `createdAt`, `id`, `authorId`, `privacy`, `commentCount`, `deletedAt`, `hiddenAt`, `authorActive`);

CREATE TRIGGER `Post_author_copies_insert` BEFORE INSERT ON `Post` FOR EACH ROW
    SET NEW.`authorActive` = COALESCE((SELECT u.`status` = 'active' FROM `User` u WHERE u.`id` = NEW.`authorId`), true),
        NEW.`authorBranch` = (SELECT SUBSTR(u.`feedBranch`, 1, 32) FROM `User` u WHERE u.`id` = NEW.`authorId`),
        NEW.`authorMosFamily` = (SELECT SUBSTR(u.`feedMosFamily`, 1, 8) FROM `User` u WHERE u.`id` = NEW.`authorId`),
        NEW.`authorIndustries` = (SELECT SUBSTR(u.`feedIndustries`, 1, 400) FROM `User` u WHERE u.`id` = NEW.`authorId`);

CREATE TRIGGER `User_post_author_copies_update` AFTER UPDATE ON `User` FOR EACH ROW
BEGIN
    -- Tested first: most User updates (a login, a plan change) touch none of the copies and must not walk the author's posts.
    IF NOT ((OLD.`status` = 'active') <=> (NEW.`status` = 'active') AND OLD.`feedBranch` <=> NEW.`feedBranch`
        AND OLD.`feedMosFamily` <=> NEW.`feedMosFamily` AND OLD.`feedIndustries` <=> NEW.`feedIndustries`) THEN
        UPDATE `Post` SET
            `authorActive` = (NEW.`status` = 'active'),
            `authorBranch` = SUBSTR(NEW.`feedBranch`, 1, 32),
            `authorMosFamily` = SUBSTR(NEW.`feedMosFamily`, 1, 8),
            `authorIndustries` = SUBSTR(NEW.`feedIndustries`, 1, 400)
        WHERE `authorId` = NEW.`id`;
    END IF;
END;
