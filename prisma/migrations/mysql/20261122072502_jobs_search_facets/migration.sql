-- Facet tokens in the full-text index (docs/decisions/005-full-text-search.md).
-- A stored generated column holds one token per selective filter value of the job, and the
-- FULLTEXT index covers it, so `+security* +st5458 +clr2` intersects posting lists inside InnoDB
-- instead of scoring every job that mentions a common word:
--   st<HEX(state)>, clr<clearanceRank>, clrany (rank >= 1), clrconf (clearanceRequired =
--   'Confidential'), src<HEX(source)>, lvl<HEX(experienceLevel)>, ind<HEX(industry)>.
-- The same tokens as the SQLite migration of the same name; NULL values give no token.
ALTER TABLE `Job`
    ADD COLUMN `searchFacets` VARCHAR(255) GENERATED ALWAYS AS (CONCAT_WS(' ',
        CONCAT('st', HEX(`state`)), CONCAT('clr', `clearanceRank`),
        IF(`clearanceRank` >= 1, 'clrany', NULL),
        IF(`clearanceRequired` = 'Confidential', 'clrconf', NULL),
        CONCAT('src', HEX(`source`)), CONCAT('lvl', HEX(`experienceLevel`)), CONCAT('ind', HEX(`industry`)))) STORED;

DROP INDEX `Job_fulltext_idx` ON `Job`;
CREATE FULLTEXT INDEX `Job_fulltext_idx` ON `Job`(`title`, `company`, `description`, `requirements`, `searchTags`, `searchFacets`);
