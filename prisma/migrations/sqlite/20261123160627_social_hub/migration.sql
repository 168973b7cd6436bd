/*
  Warnings:

  - A unique constraint covering the columns `[handle]` on the table `User` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "User" ADD COLUMN "handle" TEXT;

-- CreateTable
CREATE TABLE "PostDraft" (
    "userId" INTEGER NOT NULL PRIMARY KEY,
    "content" TEXT NOT NULL,
    "privacy" TEXT NOT NULL DEFAULT 'public',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PostDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LinkPreviewCache" (
    "urlHash" TEXT NOT NULL PRIMARY KEY,
    "url" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "image" TEXT,
    "domain" TEXT,
    "fetchedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Post" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "authorId" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "privacy" TEXT NOT NULL DEFAULT 'public',
    "linkPreview" JSONB,
    "reactionCount" INTEGER NOT NULL DEFAULT 0,
    "thumbsupCount" INTEGER NOT NULL DEFAULT 0,
    "targetCount" INTEGER NOT NULL DEFAULT 0,
    "clapCount" INTEGER NOT NULL DEFAULT 0,
    "heartCount" INTEGER NOT NULL DEFAULT 0,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "deletedAt" DATETIME,
    "hiddenAt" DATETIME,
    CONSTRAINT "Post_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Post" ("authorId", "commentCount", "content", "createdAt", "deletedAt", "id", "linkPreview", "privacy", "reactionCount", "updatedAt") SELECT "authorId", "commentCount", "content", "createdAt", "deletedAt", "id", "linkPreview", "privacy", "reactionCount", "updatedAt" FROM "Post";
DROP TABLE "Post";
ALTER TABLE "new_Post" RENAME TO "Post";
CREATE INDEX "Post_authorId_createdAt_idx" ON "Post"("authorId", "createdAt");
CREATE INDEX "Post_createdAt_idx" ON "Post"("createdAt");
CREATE INDEX "Post_privacy_createdAt_idx" ON "Post"("privacy", "createdAt");
CREATE INDEX "Post_reactionCount_idx" ON "Post"("reactionCount");
CREATE INDEX "Post_hiddenAt_idx" ON "Post"("hiddenAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "LinkPreviewCache_fetchedAt_idx" ON "LinkPreviewCache"("fetchedAt");

-- CreateIndex
CREATE INDEX "PostHashtag_createdAt_idx" ON "PostHashtag"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "User_handle_key" ON "User"("handle");
