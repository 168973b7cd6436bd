-- CreateTable
CREATE TABLE `JobsVersion` (
    `id` INTEGER NOT NULL,
    `version` INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- The job search cache (docs/decisions/008-job-search-cache.md) keys its entries by this version.
-- Every insert, delete and update of a column that search filters on or returns bumps it, in the
-- same transaction as the change; an update that only counts a view (viewCount, updatedAt) does not.
-- The same triggers as the SQLite migration of the same name.
INSERT INTO `JobsVersion` (`id`, `version`) VALUES (1, 0);

CREATE TRIGGER `Job_version_insert` AFTER INSERT ON `Job` FOR EACH ROW
    UPDATE `JobsVersion` SET `version` = `version` + 1 WHERE `id` = 1;

CREATE TRIGGER `Job_version_delete` AFTER DELETE ON `Job` FOR EACH ROW
    UPDATE `JobsVersion` SET `version` = `version` + 1 WHERE `id` = 1;

CREATE TRIGGER `Job_version_update` AFTER UPDATE ON `Job` FOR EACH ROW
    UPDATE `JobsVersion` SET `version` = `version` + 1
    WHERE `id` = 1 AND NOT (OLD.`title` <=> NEW.`title` AND OLD.`company` <=> NEW.`company` AND OLD.`location` <=> NEW.`location` AND OLD.`state` <=> NEW.`state` AND OLD.`workType` <=> NEW.`workType` AND OLD.`employmentType` <=> NEW.`employmentType` AND OLD.`salaryMin` <=> NEW.`salaryMin` AND OLD.`salaryMax` <=> NEW.`salaryMax` AND OLD.`postedAt` <=> NEW.`postedAt` AND OLD.`description` <=> NEW.`description` AND OLD.`requirements` <=> NEW.`requirements` AND OLD.`applyUrl` <=> NEW.`applyUrl` AND OLD.`source` <=> NEW.`source` AND OLD.`externalId` <=> NEW.`externalId` AND OLD.`veteranFriendly` <=> NEW.`veteranFriendly` AND OLD.`clearanceRequired` <=> NEW.`clearanceRequired` AND OLD.`clearanceRank` <=> NEW.`clearanceRank` AND OLD.`tags` <=> NEW.`tags` AND OLD.`industry` <=> NEW.`industry` AND OLD.`experienceLevel` <=> NEW.`experienceLevel` AND OLD.`onetCode` <=> NEW.`onetCode` AND OLD.`status` <=> NEW.`status` AND OLD.`employerId` <=> NEW.`employerId` AND OLD.`createdAt` <=> NEW.`createdAt`);
