-- AlterTable
ALTER TABLE "User" ADD COLUMN "feedBranch" TEXT;
ALTER TABLE "User" ADD COLUMN "feedIndustries" TEXT;
ALTER TABLE "User" ADD COLUMN "feedMosFamily" TEXT;

-- For You ranks each candidate post by its author's branch, MOS family and industries. Copied onto
-- the author's User row, which the feed reads anyway for the author's status, they cost no
-- VeteranProfile lookup per candidate (docs/decisions/044). These triggers are the copies' only
-- writers, so every profile write keeps them in step, whichever code makes it. The same triggers
-- as the MySQL migration of the same name.
UPDATE "User" SET
    "feedBranch" = vp."militaryBranch",
    "feedMosFamily" = UPPER(SUBSTR(TRIM(vp."mosCode"), 1, 2)),
    "feedIndustries" = LOWER(vp."industries")
FROM "VeteranProfile" vp WHERE vp."userId" = "User"."id";

CREATE TRIGGER "VeteranProfile_feed_traits_insert" AFTER INSERT ON "VeteranProfile" BEGIN
    UPDATE "User" SET "feedBranch" = NEW."militaryBranch", "feedMosFamily" = UPPER(SUBSTR(TRIM(NEW."mosCode"), 1, 2)), "feedIndustries" = LOWER(NEW."industries")
    WHERE "id" = NEW."userId";
END;

CREATE TRIGGER "VeteranProfile_feed_traits_update" AFTER UPDATE OF "militaryBranch", "mosCode", "industries" ON "VeteranProfile" BEGIN
    UPDATE "User" SET "feedBranch" = NEW."militaryBranch", "feedMosFamily" = UPPER(SUBSTR(TRIM(NEW."mosCode"), 1, 2)), "feedIndustries" = LOWER(NEW."industries")
    WHERE "id" = NEW."userId";
END;

CREATE TRIGGER "VeteranProfile_feed_traits_delete" AFTER DELETE ON "VeteranProfile" BEGIN
    UPDATE "User" SET "feedBranch" = NULL, "feedMosFamily" = NULL, "feedIndustries" = NULL WHERE "id" = OLD."userId";
END;
