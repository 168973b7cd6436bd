-- AlterTable
ALTER TABLE "Resume" ADD COLUMN "deletedAt" DATETIME;

-- CreateTable
CREATE TABLE "UploadedResume" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "storedName" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" DATETIME,
    CONSTRAINT "UploadedResume_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Application" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "jobId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "isAutoApplied" BOOLEAN NOT NULL DEFAULT false,
    "fitScore" INTEGER,
    "fitReasons" JSONB,
    "coverLetter" TEXT,
    "additionalNotes" TEXT,
    "privateNote" TEXT,
    "resumeId" INTEGER,
    "uploadedResumeId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "submittedAt" DATETIME,
    "statusChangedAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Application_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Application_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Application_resumeId_fkey" FOREIGN KEY ("resumeId") REFERENCES "Resume" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Application_uploadedResumeId_fkey" FOREIGN KEY ("uploadedResumeId") REFERENCES "UploadedResume" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Application" ("additionalNotes", "coverLetter", "createdAt", "fitReasons", "fitScore", "id", "isAutoApplied", "jobId", "privateNote", "status", "statusChangedAt", "submittedAt", "updatedAt", "userId") SELECT "additionalNotes", "coverLetter", "createdAt", "fitReasons", "fitScore", "id", "isAutoApplied", "jobId", "privateNote", "status", "statusChangedAt", "submittedAt", "updatedAt", "userId" FROM "Application";
DROP TABLE "Application";
ALTER TABLE "new_Application" RENAME TO "Application";
CREATE INDEX "Application_jobId_status_idx" ON "Application"("jobId", "status");
CREATE INDEX "Application_userId_createdAt_idx" ON "Application"("userId", "createdAt");
CREATE INDEX "Application_userId_status_idx" ON "Application"("userId", "status");
CREATE INDEX "Application_resumeId_idx" ON "Application"("resumeId");
CREATE INDEX "Application_uploadedResumeId_idx" ON "Application"("uploadedResumeId");
CREATE INDEX "Application_status_idx" ON "Application"("status");
CREATE INDEX "Application_createdAt_idx" ON "Application"("createdAt");
CREATE UNIQUE INDEX "Application_userId_jobId_key" ON "Application"("userId", "jobId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "UploadedResume_storedName_key" ON "UploadedResume"("storedName");

-- CreateIndex
CREATE INDEX "UploadedResume_userId_deletedAt_createdAt_idx" ON "UploadedResume"("userId", "deletedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Resume_userId_deletedAt_createdAt_idx" ON "Resume"("userId", "deletedAt", "createdAt");
