-- AlterTable
ALTER TABLE "Job" ADD COLUMN "fitTerms" TEXT;

-- Job.fitTerms is what the fit scorer reads of the posting's title, description and requirements,
-- written with them (docs/decisions/120). A write that changes any of the three without writing the
-- terms (a path that does not know them) leaves no stale terms behind: they become NULL, and the
-- next ranking reads the text and writes them again. The same trigger as the MySQL migration.
CREATE TRIGGER "Job_fitTerms_stale" AFTER UPDATE OF "title", "description", "requirements" ON "Job"
WHEN NEW."fitTerms" IS OLD."fitTerms"
    AND NOT (NEW."title" IS OLD."title" AND NEW."description" IS OLD."description" AND NEW."requirements" IS OLD."requirements")
BEGIN
    UPDATE "Job" SET "fitTerms" = NULL WHERE "id" = NEW."id";
END;
