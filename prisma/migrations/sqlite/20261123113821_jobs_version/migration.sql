-- CreateTable
CREATE TABLE "JobsVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);

-- The job search cache (docs/decisions/008-job-search-cache.md) keys its entries by this version.
-- Every insert, delete and update of a column that search filters on or returns bumps it, in the
-- same transaction as the change; view counts (viewCount, updatedAt) do not.
INSERT INTO "JobsVersion" ("id", "version") VALUES (1, 0);

CREATE TRIGGER "Job_version_insert" AFTER INSERT ON "Job" BEGIN
    UPDATE "JobsVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "Job_version_delete" AFTER DELETE ON "Job" BEGIN
    UPDATE "JobsVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;

CREATE TRIGGER "Job_version_update" AFTER UPDATE OF "title", "company", "location", "state", "workType", "employmentType", "salaryMin", "salaryMax", "postedAt", "description", "requirements", "applyUrl", "source", "externalId", "veteranFriendly", "clearanceRequired", "clearanceRank", "tags", "industry", "experienceLevel", "onetCode", "status", "employerId", "createdAt" ON "Job" BEGIN
    UPDATE "JobsVersion" SET "version" = "version" + 1 WHERE "id" = 1;
END;
