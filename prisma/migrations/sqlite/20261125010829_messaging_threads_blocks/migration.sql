-- CreateTable
CREATE TABLE "UserBlock" (
    "blockerId" INTEGER NOT NULL,
    "blockedId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("blockerId", "blockedId"),
    CONSTRAINT "UserBlock_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserBlock_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MessageThread" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "threadName" TEXT,
    "isGroup" BOOLEAN NOT NULL DEFAULT false,
    "pairKey" TEXT,
    "createdById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" DATETIME,
    "lastMessageId" INTEGER,
    CONSTRAINT "MessageThread_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "MessageThread_lastMessageId_fkey" FOREIGN KEY ("lastMessageId") REFERENCES "Message" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_MessageThread" ("createdAt", "createdById", "id", "isGroup", "lastMessageAt", "threadName") SELECT "createdAt", "createdById", "id", "isGroup", "lastMessageAt", "threadName" FROM "MessageThread";
DROP TABLE "MessageThread";
ALTER TABLE "new_MessageThread" RENAME TO "MessageThread";
CREATE UNIQUE INDEX "MessageThread_pairKey_key" ON "MessageThread"("pairKey");
CREATE INDEX "MessageThread_createdById_idx" ON "MessageThread"("createdById");
CREATE INDEX "MessageThread_lastMessageAt_idx" ON "MessageThread"("lastMessageAt");
CREATE INDEX "MessageThread_lastMessageId_idx" ON "MessageThread"("lastMessageId");
CREATE TABLE "new_ThreadParticipant" (
    "threadId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "isPinned" BOOLEAN NOT NULL DEFAULT false,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "lastReadAt" DATETIME,
    "lastReadMessageId" INTEGER NOT NULL DEFAULT 0,
    "unreadCount" INTEGER NOT NULL DEFAULT 0,
    "lastActivityAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hiddenAt" DATETIME,
    "historyFromId" INTEGER NOT NULL DEFAULT 0,
    "lastEmailedAt" DATETIME,
    "joinedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("threadId", "userId"),
    CONSTRAINT "ThreadParticipant_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "MessageThread" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ThreadParticipant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ThreadParticipant" ("isArchived", "isPinned", "joinedAt", "lastReadAt", "threadId", "userId") SELECT "isArchived", "isPinned", "joinedAt", "lastReadAt", "threadId", "userId" FROM "ThreadParticipant";
DROP TABLE "ThreadParticipant";
ALTER TABLE "new_ThreadParticipant" RENAME TO "ThreadParticipant";
CREATE INDEX "ThreadParticipant_userId_isArchived_idx" ON "ThreadParticipant"("userId", "isArchived");
CREATE INDEX "ThreadParticipant_userId_hiddenAt_isArchived_lastActivityAt_idx" ON "ThreadParticipant"("userId", "hiddenAt", "isArchived", "lastActivityAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "UserBlock_blockedId_idx" ON "UserBlock"("blockedId");

-- CreateIndex
CREATE INDEX "Message_threadId_id_idx" ON "Message"("threadId", "id");
