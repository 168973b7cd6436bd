-- AlterTable
ALTER TABLE `Post` ADD COLUMN `tagList` TEXT NULL,
    ADD COLUMN `mediaList` JSON NULL,
    ADD COLUMN `mentionCount` INTEGER NOT NULL DEFAULT 0;

-- A post's hashtags and media as copies on its row, and whether it has mentions, so a feed page's
-- post views need no second read unless a post mentions someone (docs/decisions/051). Posts written
-- from now on get them from createPost; these are the posts written before. The same backfill as the
-- SQLite migration of the same name (GROUP_CONCAT rather than JSON_ARRAYAGG: MySQL's takes no ORDER BY).
SET SESSION group_concat_max_len = 1048576;

UPDATE `Post` p JOIN (
    SELECT ph.`postId` AS postId, GROUP_CONCAT(h.`tag` ORDER BY ph.`hashtagId` SEPARATOR ' ') AS tags
    FROM `PostHashtag` ph JOIN `Hashtag` h ON h.`id` = ph.`hashtagId` GROUP BY ph.`postId`) t ON t.postId = p.`id`
SET p.`tagList` = t.tags;

UPDATE `Post` p JOIN (
    SELECT `postId`, CONCAT('[', GROUP_CONCAT(JSON_OBJECT('type', `type`, 'url', `url`) ORDER BY `sortOrder` SEPARATOR ','), ']') AS media
    FROM `PostMedia` GROUP BY `postId`) m ON m.`postId` = p.`id`
SET p.`mediaList` = m.media;

UPDATE `Post` p JOIN (SELECT `postId`, COUNT(*) AS n FROM `PostMention` GROUP BY `postId`) m ON m.`postId` = p.`id`
SET p.`mentionCount` = m.n;
