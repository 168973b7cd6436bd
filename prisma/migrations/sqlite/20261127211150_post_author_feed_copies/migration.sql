-- AlterTable: added in place (the generator's copy of the table would rewrite every post).
ALTER TABLE "Post" ADD COLUMN "authorActive" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Post" ADD COLUMN "authorBranch" TEXT;
ALTER TABLE "Post" ADD COLUMN "authorMosFamily" TEXT;
ALTER TABLE "Post" ADD COLUMN "authorIndustries" TEXT;

-- For You and Trending walk their index for hundreds of candidates a page; each candidate's author
-- row (status, branch, MOS family, industries) was a lookup of its own, most of MariaDB's work on
-- those reads. The author's copies on the post, inside the index, leave the walk alone
-- (docs/decisions/050). Cut to the MySQL columns' lengths on both databases, so both rank alike.
-- These triggers are the copies' only writers. The same triggers as the MySQL migration of the same name.
UPDATE "Post" SET
    "authorActive" = (u."status" = 'active'),
    "authorBranch" = SUBSTR(u."feedBranch", 1, 32),
    "authorMosFamily" = SUBSTR(u."feedMosFamily", 1, 8),
    "authorIndustries" = SUBSTR(u."feedIndustries", 1, 400)
FROM "User" u WHERE u."id" = "Post"."authorId";

-- DropIndex / CreateIndex: the walks' indexes carry the copies.
DROP INDEX "Post_newest_feed_idx";
CREATE INDEX "Post_newest_feed_idx" ON "Post"("createdAt", "id", "authorId", "privacy", "reactionCount", "commentCount", "deletedAt", "hiddenAt", "authorActive", "authorBranch", "authorMosFamily", "authorIndustries");
DROP INDEX "Post_trending_feed_idx";
CREATE INDEX "Post_trending_feed_idx" ON "Post"("reactionCount", "createdAt", "id", "authorId", "privacy", "commentCount", "deletedAt", "hiddenAt", "authorActive");

CREATE TRIGGER "Post_author_copies_insert" AFTER INSERT ON "Post" BEGIN
    UPDATE "Post" SET ("authorActive", "authorBranch", "authorMosFamily", "authorIndustries") = (
        SELECT u."status" = 'active', SUBSTR(u."feedBranch", 1, 32), SUBSTR(u."feedMosFamily", 1, 8), SUBSTR(u."feedIndustries", 1, 400)
        FROM "User" u WHERE u."id" = NEW."authorId")
    WHERE "id" = NEW."id";
END;

CREATE TRIGGER "User_post_author_copies_update" AFTER UPDATE OF "status", "feedBranch", "feedMosFamily", "feedIndustries" ON "User"
WHEN (OLD."status" = 'active') IS NOT (NEW."status" = 'active') OR OLD."feedBranch" IS NOT NEW."feedBranch"
    OR OLD."feedMosFamily" IS NOT NEW."feedMosFamily" OR OLD."feedIndustries" IS NOT NEW."feedIndustries"
BEGIN
    UPDATE "Post" SET
        "authorActive" = (NEW."status" = 'active'),
        "authorBranch" = SUBSTR(NEW."feedBranch", 1, 32),
        "authorMosFamily" = SUBSTR(NEW."feedMosFamily", 1, 8),
        "authorIndustries" = SUBSTR(NEW."feedIndustries", 1, 400)
    WHERE "authorId" = NEW."id";
END;
