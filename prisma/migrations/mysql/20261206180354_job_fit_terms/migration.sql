-- AlterTable
ALTER TABLE `Job` ADD COLUMN `fitTerms` MEDIUMTEXT NULL;

-- Job.fitTerms is what the fit scorer reads of the posting's title, description and requirements,
-- written with them (docs/decisions/120). A write that changes any of the three without writing the
-- terms leaves no stale terms behind: they become NULL, and the next ranking reads the text and
-- writes them again. The same rule as the SQLite migration's trigger.
CREATE TRIGGER `Job_fitTerms_stale` BEFORE UPDATE ON `Job` FOR EACH ROW
    SET NEW.`fitTerms` = IF(
        NEW.`fitTerms` <=> OLD.`fitTerms`
            AND NOT (NEW.`title` <=> OLD.`title` AND NEW.`description` <=> OLD.`description` AND NEW.`requirements` <=> OLD.`requirements`),
        NULL,
        NEW.`fitTerms`);
