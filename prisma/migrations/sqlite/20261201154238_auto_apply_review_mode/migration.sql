-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AutoApplySettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "minMatchScore" INTEGER NOT NULL DEFAULT 70,
    "minSalary" INTEGER,
    "remoteOnly" BOOLEAN NOT NULL DEFAULT false,
    "requireClearanceMatch" BOOLEAN NOT NULL DEFAULT false,
    "applyMode" TEXT NOT NULL DEFAULT 'review',
    "letterTemplate" TEXT,
    "letterTemplateSavedAt" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AutoApplySettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_AutoApplySettings" ("enabled", "id", "minMatchScore", "minSalary", "remoteOnly", "requireClearanceMatch", "updatedAt", "userId") SELECT "enabled", "id", "minMatchScore", "minSalary", "remoteOnly", "requireClearanceMatch", "updatedAt", "userId" FROM "AutoApplySettings";
DROP TABLE "AutoApplySettings";
ALTER TABLE "new_AutoApplySettings" RENAME TO "AutoApplySettings";
CREATE UNIQUE INDEX "AutoApplySettings_userId_key" ON "AutoApplySettings"("userId");
CREATE INDEX "AutoApplySettings_enabled_idx" ON "AutoApplySettings"("enabled");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
