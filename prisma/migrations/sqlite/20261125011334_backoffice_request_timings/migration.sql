-- CreateTable
CREATE TABLE "RequestStatDay" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "day" DATETIME NOT NULL,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "totalDurationMs" BIGINT NOT NULL DEFAULT 0,
    "h0" INTEGER NOT NULL DEFAULT 0,
    "h1" INTEGER NOT NULL DEFAULT 0,
    "h2" INTEGER NOT NULL DEFAULT 0,
    "h3" INTEGER NOT NULL DEFAULT 0,
    "h4" INTEGER NOT NULL DEFAULT 0,
    "h5" INTEGER NOT NULL DEFAULT 0,
    "h6" INTEGER NOT NULL DEFAULT 0,
    "h7" INTEGER NOT NULL DEFAULT 0,
    "h8" INTEGER NOT NULL DEFAULT 0,
    "h9" INTEGER NOT NULL DEFAULT 0,
    "h10" INTEGER NOT NULL DEFAULT 0,
    "h11" INTEGER NOT NULL DEFAULT 0,
    "h12" INTEGER NOT NULL DEFAULT 0,
    "h13" INTEGER NOT NULL DEFAULT 0,
    "h14" INTEGER NOT NULL DEFAULT 0,
    "h15" INTEGER NOT NULL DEFAULT 0
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_RequestStat" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "bucketStart" DATETIME NOT NULL,
    "route" TEXT NOT NULL DEFAULT 'other',
    "requests" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "totalDurationMs" INTEGER NOT NULL DEFAULT 0,
    "h0" INTEGER NOT NULL DEFAULT 0,
    "h1" INTEGER NOT NULL DEFAULT 0,
    "h2" INTEGER NOT NULL DEFAULT 0,
    "h3" INTEGER NOT NULL DEFAULT 0,
    "h4" INTEGER NOT NULL DEFAULT 0,
    "h5" INTEGER NOT NULL DEFAULT 0,
    "h6" INTEGER NOT NULL DEFAULT 0,
    "h7" INTEGER NOT NULL DEFAULT 0,
    "h8" INTEGER NOT NULL DEFAULT 0,
    "h9" INTEGER NOT NULL DEFAULT 0,
    "h10" INTEGER NOT NULL DEFAULT 0,
    "h11" INTEGER NOT NULL DEFAULT 0,
    "h12" INTEGER NOT NULL DEFAULT 0,
    "h13" INTEGER NOT NULL DEFAULT 0,
    "h14" INTEGER NOT NULL DEFAULT 0,
    "h15" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_RequestStat" ("bucketStart", "errors", "id", "requests", "totalDurationMs") SELECT "bucketStart", "errors", "id", "requests", "totalDurationMs" FROM "RequestStat";
DROP TABLE "RequestStat";
ALTER TABLE "new_RequestStat" RENAME TO "RequestStat";
CREATE UNIQUE INDEX "RequestStat_bucketStart_route_key" ON "RequestStat"("bucketStart", "route");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "RequestStatDay_day_key" ON "RequestStatDay"("day");

-- CreateIndex
CREATE INDEX "Session_lastSeenAt_userId_idx" ON "Session"("lastSeenAt", "userId");

-- CreateIndex
CREATE INDEX "SubscriptionEvent_fromTier_createdAt_idx" ON "SubscriptionEvent"("fromTier", "createdAt");

-- CreateIndex
CREATE INDEX "User_fullName_idx" ON "User"("fullName");
