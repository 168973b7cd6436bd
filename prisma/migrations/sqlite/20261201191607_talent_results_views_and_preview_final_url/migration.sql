-- AlterTable
ALTER TABLE "LinkPreviewCache" ADD COLUMN "finalUrl" TEXT;

-- CreateTable
CREATE TABLE "TalentSearchResult" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "employerId" INTEGER NOT NULL,
    "veteranId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TalentSearchResult_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TalentSearchResult_veteranId_fkey" FOREIGN KEY ("veteranId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TalentView" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "employerId" INTEGER NOT NULL,
    "veteranId" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "counted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TalentView_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TalentView_veteranId_fkey" FOREIGN KEY ("veteranId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TalentSearchResult_veteranId_idx" ON "TalentSearchResult"("veteranId");

-- CreateIndex
CREATE UNIQUE INDEX "TalentSearchResult_employerId_month_veteranId_key" ON "TalentSearchResult"("employerId", "month", "veteranId");

-- CreateIndex
CREATE INDEX "TalentView_employerId_month_counted_idx" ON "TalentView"("employerId", "month", "counted");

-- CreateIndex
CREATE INDEX "TalentView_veteranId_idx" ON "TalentView"("veteranId");

-- CreateIndex
CREATE UNIQUE INDEX "TalentView_employerId_month_veteranId_key" ON "TalentView"("employerId", "month", "veteranId");
