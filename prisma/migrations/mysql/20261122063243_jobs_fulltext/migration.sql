-- Full-text search over jobs (docs/decisions/005-full-text-search.md).
-- MySQL 8 cannot put a JSON column in a FULLTEXT index, so the tags' text is kept in a
-- stored generated column (MariaDB's JSON is LONGTEXT; the same statement works there).
ALTER TABLE `Job`
    ADD COLUMN `searchTags` TEXT GENERATED ALWAYS AS (CAST(`tags` AS CHAR CHARACTER SET utf8mb4)) STORED;

-- InnoDB keeps the index in step with every write; existing rows are indexed as it is built.
CREATE FULLTEXT INDEX `Job_fulltext_idx` ON `Job`(`title`, `company`, `description`, `requirements`, `searchTags`);

-- Title matches rank first (as the SQLite bm25 weights do): relevance adds a title-only MATCH.
CREATE FULLTEXT INDEX `Job_title_fulltext_idx` ON `Job`(`title`);
