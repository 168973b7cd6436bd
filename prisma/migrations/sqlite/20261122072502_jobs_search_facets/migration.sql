-- Facet tokens in the full-text index (docs/decisions/005-full-text-search.md).
-- A sixth column, "facets", holds one token per selective filter value of the job, so a search
-- with text intersects the filter's posting lists inside FTS5 instead of ranking every text
-- match and filtering afterwards:
--   st<HEX(state)>, clr<clearanceRank>, clrany (rank >= 1), clrconf (clearanceRequired =
--   'Confidential'), src<HEX(source)>, lvl<HEX(experienceLevel)>, ind<HEX(industry)>.
-- Values are hex-encoded so a token equals the column's bytes exactly (SQL '=' semantics) and
-- is always a single token. The same expression is in search-facets.server.ts (query side) and
-- in the MySQL migration of the same name.
-- FTS5 tables cannot be altered: the table and its triggers are replaced. The new table is
-- contentless (nothing to read back: queries join "Job"); contentless_delete lets the triggers
-- delete a row by rowid.
DROP TRIGGER "Job_search_insert";
DROP TRIGGER "Job_search_delete";
DROP TRIGGER "Job_search_update";
DROP TABLE "JobSearch";

CREATE VIRTUAL TABLE "JobSearch" USING fts5(
    title, company, description, requirements, tags, facets,
    content = '',
    contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER "Job_search_insert" AFTER INSERT ON "Job" BEGIN
    INSERT INTO "JobSearch" (rowid, title, company, description, requirements, tags, facets)
    VALUES (new."id", new."title", new."company", new."description", new."requirements", new."tags",
        concat_ws(' ',
            'st' || hex(new."state"), 'clr' || new."clearanceRank",
            CASE WHEN new."clearanceRank" >= 1 THEN 'clrany' END,
            CASE WHEN new."clearanceRequired" = 'Confidential' THEN 'clrconf' END,
            'src' || hex(new."source"), 'lvl' || hex(new."experienceLevel"), 'ind' || hex(new."industry")));
END;

CREATE TRIGGER "Job_search_delete" AFTER DELETE ON "Job" BEGIN
    DELETE FROM "JobSearch" WHERE rowid = old."id";
END;

-- Only changes of indexed text or facet columns touch the index: view counts and status stay cheap.
CREATE TRIGGER "Job_search_update" AFTER UPDATE OF "title", "company", "description", "requirements", "tags",
    "state", "clearanceRank", "clearanceRequired", "source", "experienceLevel", "industry" ON "Job" BEGIN
    DELETE FROM "JobSearch" WHERE rowid = old."id";
    INSERT INTO "JobSearch" (rowid, title, company, description, requirements, tags, facets)
    VALUES (new."id", new."title", new."company", new."description", new."requirements", new."tags",
        concat_ws(' ',
            'st' || hex(new."state"), 'clr' || new."clearanceRank",
            CASE WHEN new."clearanceRank" >= 1 THEN 'clrany' END,
            CASE WHEN new."clearanceRequired" = 'Confidential' THEN 'clrconf' END,
            'src' || hex(new."source"), 'lvl' || hex(new."experienceLevel"), 'ind' || hex(new."industry")));
END;

-- Index the existing jobs, then merge the index into one segment.
INSERT INTO "JobSearch" (rowid, title, company, description, requirements, tags, facets)
SELECT "id", "title", "company", "description", "requirements", "tags",
    concat_ws(' ',
        'st' || hex("state"), 'clr' || "clearanceRank",
        CASE WHEN "clearanceRank" >= 1 THEN 'clrany' END,
        CASE WHEN "clearanceRequired" = 'Confidential' THEN 'clrconf' END,
        'src' || hex("source"), 'lvl' || hex("experienceLevel"), 'ind' || hex("industry"))
FROM "Job";
INSERT INTO "JobSearch" ("JobSearch") VALUES ('optimize');
