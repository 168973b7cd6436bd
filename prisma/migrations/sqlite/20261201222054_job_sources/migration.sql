-- AlterTable
ALTER TABLE "Job" ADD COLUMN "closedReason" TEXT;
ALTER TABLE "Job" ADD COLUMN "closesAt" DATETIME;
ALTER TABLE "Job" ADD COLUMN "country" TEXT;
ALTER TABLE "Job" ADD COLUMN "identityKey" TEXT;
ALTER TABLE "Job" ADD COLUMN "lastSeenAt" DATETIME;
ALTER TABLE "Job" ADD COLUMN "salaryOriginal" JSONB;
ALTER TABLE "Job" ADD COLUMN "sourceUrl" TEXT;

-- CreateTable
CREATE TABLE "JobListing" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "jobId" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "url" TEXT,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JobListing_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JobFederalSeries" (
    "jobId" INTEGER NOT NULL,
    "series" TEXT NOT NULL,

    PRIMARY KEY ("jobId", "series"),
    CONSTRAINT "JobFederalSeries_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JobGoneReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "jobId" INTEGER NOT NULL,
    "reporterId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JobGoneReport_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JobGoneReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JobSourceSetting" (
    "source" TEXT NOT NULL PRIMARY KEY,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "boards" JSONB,
    "intervalMinutes" INTEGER NOT NULL DEFAULT 360,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "JobSourceRun" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "source" TEXT NOT NULL,
    "board" TEXT,
    "trigger" TEXT NOT NULL DEFAULT 'schedule',
    "status" TEXT NOT NULL DEFAULT 'running',
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "added" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "closed" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "rejectedCount" INTEGER NOT NULL DEFAULT 0,
    "rejected" JSONB,
    "error" TEXT,
    "resumeFrom" JSONB
);

-- CreateIndex
CREATE INDEX "JobListing_jobId_idx" ON "JobListing"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "JobListing_source_externalId_key" ON "JobListing"("source", "externalId");

-- CreateIndex
CREATE INDEX "JobFederalSeries_series_jobId_idx" ON "JobFederalSeries"("series", "jobId");

-- CreateIndex
CREATE INDEX "JobGoneReport_reporterId_idx" ON "JobGoneReport"("reporterId");

-- CreateIndex
CREATE UNIQUE INDEX "JobGoneReport_jobId_reporterId_key" ON "JobGoneReport"("jobId", "reporterId");

-- CreateIndex
CREATE INDEX "JobSourceRun_source_startedAt_idx" ON "JobSourceRun"("source", "startedAt");

-- CreateIndex
CREATE INDEX "JobSourceRun_status_finishedAt_idx" ON "JobSourceRun"("status", "finishedAt");

-- CreateIndex
CREATE INDEX "Job_identityKey_postedAt_idx" ON "Job"("identityKey", "postedAt");

-- CreateIndex
CREATE INDEX "Job_status_source_lastSeenAt_idx" ON "Job"("status", "source", "lastSeenAt");

-- CreateIndex
CREATE INDEX "Job_status_closesAt_idx" ON "Job"("status", "closesAt");
