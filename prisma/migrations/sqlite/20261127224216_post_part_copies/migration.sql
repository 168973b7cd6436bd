-- AlterTable: added in place (the generator's copy of the table would rewrite every post and drop
-- Post's triggers).
ALTER TABLE "Post" ADD COLUMN "tagList" TEXT;
ALTER TABLE "Post" ADD COLUMN "mediaList" JSONB;
ALTER TABLE "Post" ADD COLUMN "mentionCount" INTEGER NOT NULL DEFAULT 0;

-- A post's hashtags and media as copies on its row, and whether it has mentions, so a feed page's
-- post views need no second read unless a post mentions someone (docs/decisions/051). Posts written
-- from now on get them from createPost; these are the posts written before. The same backfill as the
-- MySQL migration of the same name.
UPDATE "Post" SET "tagList" = (
    SELECT group_concat(t."tag", ' ') FROM (
        SELECT h."tag" AS "tag" FROM "PostHashtag" ph JOIN "Hashtag" h ON h."id" = ph."hashtagId"
        WHERE ph."postId" = "Post"."id" ORDER BY ph."hashtagId") t)
WHERE "id" IN (SELECT "postId" FROM "PostHashtag");

UPDATE "Post" SET "mediaList" = (
    SELECT json_group_array(json_object('type', m."type", 'url', m."url")) FROM (
        SELECT "type", "url" FROM "PostMedia" WHERE "postId" = "Post"."id" ORDER BY "sortOrder") m)
WHERE "id" IN (SELECT "postId" FROM "PostMedia");

UPDATE "Post" SET "mentionCount" = (SELECT COUNT(*) FROM "PostMention" pm WHERE pm."postId" = "Post"."id")
WHERE "id" IN (SELECT "postId" FROM "PostMention");
