-- Media stored before the access check carry their file name in the URL.
UPDATE "PostMedia" SET "fileName" = substr("url", length('/uploads/posts/') + 1) WHERE "fileName" IS NULL AND "url" LIKE '/uploads/posts/%';
