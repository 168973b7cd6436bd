-- CreateTable
CREATE TABLE "JobFit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "jobId" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "reasons" JSONB NOT NULL,
    "kinds" JSONB NOT NULL,
    "profileVersion" TEXT NOT NULL,
    "jobVersion" TEXT NOT NULL,
    "scorerVersion" INTEGER NOT NULL,
    "computedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JobFit_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "JobFit_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FitIndexState" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "profileVersion" TEXT NOT NULL,
    "scorerVersion" INTEGER NOT NULL,
    "floor" INTEGER NOT NULL DEFAULT 0,
    "rankedAt" DATETIME NOT NULL,
    CONSTRAINT "FitIndexState_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "JobFit_userId_score_idx" ON "JobFit"("userId", "score");

-- CreateIndex
CREATE INDEX "JobFit_jobId_idx" ON "JobFit"("jobId");

-- CreateIndex
CREATE UNIQUE INDEX "JobFit_userId_jobId_key" ON "JobFit"("userId", "jobId");

-- CreateIndex
CREATE UNIQUE INDEX "FitIndexState_userId_key" ON "FitIndexState"("userId");

-- CreateIndex
CREATE INDEX "Job_updatedAt_idx" ON "Job"("updatedAt");
