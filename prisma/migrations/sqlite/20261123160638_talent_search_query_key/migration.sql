-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TalentSearch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "employerId" INTEGER NOT NULL,
    "query" JSONB NOT NULL,
    "queryKey" TEXT NOT NULL DEFAULT '',
    "results" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TalentSearch_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_TalentSearch" ("createdAt", "employerId", "id", "query", "results") SELECT "createdAt", "employerId", "id", "query", "results" FROM "TalentSearch";
DROP TABLE "TalentSearch";
ALTER TABLE "new_TalentSearch" RENAME TO "TalentSearch";
CREATE INDEX "TalentSearch_employerId_createdAt_idx" ON "TalentSearch"("employerId", "createdAt");
CREATE INDEX "TalentSearch_employerId_queryKey_createdAt_idx" ON "TalentSearch"("employerId", "queryKey", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
