-- AlterTable
ALTER TABLE `User` ADD COLUMN `feedBranch` VARCHAR(191) NULL,
    ADD COLUMN `feedMosFamily` VARCHAR(191) NULL,
    ADD COLUMN `feedIndustries` TEXT NULL;

-- For You ranks each candidate post by its author's branch, MOS family and industries. Copied onto
-- the author's User row, which the feed reads anyway for the author's status, they cost no
-- VeteranProfile lookup per candidate (docs/decisions/044). These triggers are the copies' only
-- writers, so every profile write keeps them in step, whichever code makes it. The same triggers
-- as the SQLite migration of the same name.
UPDATE `User` u JOIN `VeteranProfile` vp ON vp.`userId` = u.`id` SET
    u.`feedBranch` = vp.`militaryBranch`,
    u.`feedMosFamily` = UPPER(SUBSTR(TRIM(vp.`mosCode`), 1, 2)),
    u.`feedIndustries` = LOWER(vp.`industries`);

CREATE TRIGGER `VeteranProfile_feed_traits_insert` AFTER INSERT ON `VeteranProfile` FOR EACH ROW
    UPDATE `User` SET `feedBranch` = NEW.`militaryBranch`, `feedMosFamily` = UPPER(SUBSTR(TRIM(NEW.`mosCode`), 1, 2)), `feedIndustries` = LOWER(NEW.`industries`)
    WHERE `id` = NEW.`userId`;

CREATE TRIGGER `VeteranProfile_feed_traits_update` AFTER UPDATE ON `VeteranProfile` FOR EACH ROW
    UPDATE `User` SET `feedBranch` = NEW.`militaryBranch`, `feedMosFamily` = UPPER(SUBSTR(TRIM(NEW.`mosCode`), 1, 2)), `feedIndustries` = LOWER(NEW.`industries`)
    WHERE `id` = NEW.`userId` AND NOT (OLD.`militaryBranch` <=> NEW.`militaryBranch` AND OLD.`mosCode` <=> NEW.`mosCode` AND OLD.`industries` <=> NEW.`industries`);

CREATE TRIGGER `VeteranProfile_feed_traits_delete` AFTER DELETE ON `VeteranProfile` FOR EACH ROW
    UPDATE `User` SET `feedBranch` = NULL, `feedMosFamily` = NULL, `feedIndustries` = NULL WHERE `id` = OLD.`userId`;
