-- AlterTable
ALTER TABLE "Application" ADD COLUMN "fitReasons" JSONB;

-- CreateTable
CREATE TABLE "AutoApplyUsage" (
    "userId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("userId", "month"),
    CONSTRAINT "AutoApplyUsage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AutoApplyScan" (
    "period" TEXT NOT NULL PRIMARY KEY,
    "lastUserId" INTEGER NOT NULL DEFAULT 0,
    "veteransDone" INTEGER NOT NULL DEFAULT 0,
    "applicationsCreated" INTEGER NOT NULL DEFAULT 0,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);
