-- CreateTable
CREATE TABLE "SavedSearch" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "query" JSONB NOT NULL,
    "frequency" TEXT NOT NULL DEFAULT 'daily',
    "alertedThrough" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAlertedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SavedSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CommunicationSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "allowMessagesFromConnections" BOOLEAN NOT NULL DEFAULT true,
    "allowMessagesFromAnyone" BOOLEAN NOT NULL DEFAULT false,
    "showOnlineStatus" BOOLEAN NOT NULL DEFAULT true,
    "emailNotifications" BOOLEAN NOT NULL DEFAULT true,
    "pushNotifications" BOOLEAN NOT NULL DEFAULT true,
    "desktopNotifications" BOOLEAN NOT NULL DEFAULT false,
    "emailJobAlerts" BOOLEAN NOT NULL DEFAULT true,
    "emailApplicationSent" BOOLEAN NOT NULL DEFAULT true,
    "emailDecisions" BOOLEAN NOT NULL DEFAULT true,
    "emailDraftsWaiting" BOOLEAN NOT NULL DEFAULT true,
    "emailBilling" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CommunicationSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CommunicationSettings" ("allowMessagesFromAnyone", "allowMessagesFromConnections", "desktopNotifications", "emailNotifications", "id", "pushNotifications", "showOnlineStatus", "updatedAt", "userId") SELECT "allowMessagesFromAnyone", "allowMessagesFromConnections", "desktopNotifications", "emailNotifications", "id", "pushNotifications", "showOnlineStatus", "updatedAt", "userId" FROM "CommunicationSettings";
DROP TABLE "CommunicationSettings";
ALTER TABLE "new_CommunicationSettings" RENAME TO "CommunicationSettings";
CREATE UNIQUE INDEX "CommunicationSettings_userId_key" ON "CommunicationSettings"("userId");
CREATE TABLE "new_EmailOutbox" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'account',
    "headers" JSONB,
    "status" TEXT NOT NULL DEFAULT 'logged',
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "aboutUserId" INTEGER,
    CONSTRAINT "EmailOutbox_aboutUserId_fkey" FOREIGN KEY ("aboutUserId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_EmailOutbox" ("aboutUserId", "createdAt", "error", "html", "id", "sentAt", "status", "subject", "text", "to") SELECT "aboutUserId", "createdAt", "error", "html", "id", "sentAt", "status", "subject", "text", "to" FROM "EmailOutbox";
DROP TABLE "EmailOutbox";
ALTER TABLE "new_EmailOutbox" RENAME TO "EmailOutbox";
CREATE INDEX "EmailOutbox_to_createdAt_idx" ON "EmailOutbox"("to", "createdAt");
CREATE INDEX "EmailOutbox_aboutUserId_idx" ON "EmailOutbox"("aboutUserId");
CREATE INDEX "EmailOutbox_status_createdAt_idx" ON "EmailOutbox"("status", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SavedSearch_userId_createdAt_idx" ON "SavedSearch"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "SavedSearch_frequency_alertedThrough_idx" ON "SavedSearch"("frequency", "alertedThrough");

-- CreateIndex
CREATE INDEX "Job_status_createdAt_idx" ON "Job"("status", "createdAt");
