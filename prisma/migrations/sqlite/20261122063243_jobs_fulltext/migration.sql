-- Full-text search over jobs (docs/decisions/005-full-text-search.md).
-- An external-content FTS5 index: the text stays in "Job" only; triggers keep the index in step.
-- Words are matched without stemming, as on MySQL, so both databases find the same jobs.
CREATE VIRTUAL TABLE "JobSearch" USING fts5(
    title, company, description, requirements, tags,
    content = 'Job',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER "Job_search_insert" AFTER INSERT ON "Job" BEGIN
    INSERT INTO "JobSearch" (rowid, title, company, description, requirements, tags)
    VALUES (new."id", new."title", new."company", new."description", new."requirements", new."tags");
END;

CREATE TRIGGER "Job_search_delete" AFTER DELETE ON "Job" BEGIN
    INSERT INTO "JobSearch" ("JobSearch", rowid, title, company, description, requirements, tags)
    VALUES ('delete', old."id", old."title", old."company", old."description", old."requirements", old."tags");
END;

-- Only text changes touch the index: view counts and status changes stay cheap.
CREATE TRIGGER "Job_search_update" AFTER UPDATE OF "title", "company", "description", "requirements", "tags" ON "Job" BEGIN
    INSERT INTO "JobSearch" ("JobSearch", rowid, title, company, description, requirements, tags)
    VALUES ('delete', old."id", old."title", old."company", old."description", old."requirements", old."tags");
    INSERT INTO "JobSearch" (rowid, title, company, description, requirements, tags)
    VALUES (new."id", new."title", new."company", new."description", new."requirements", new."tags");
END;

-- Index the jobs that existed before this migration.
INSERT INTO "JobSearch" ("JobSearch") VALUES ('rebuild');
