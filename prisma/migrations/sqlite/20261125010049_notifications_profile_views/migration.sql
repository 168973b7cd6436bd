-- CreateTable
CREATE TABLE "ProfileView" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "profileUserId" INTEGER NOT NULL,
    "viewerId" INTEGER NOT NULL,
    "day" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProfileView_profileUserId_fkey" FOREIGN KEY ("profileUserId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProfileView_viewerId_fkey" FOREIGN KEY ("viewerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ProfileView_profileUserId_day_idx" ON "ProfileView"("profileUserId", "day");

-- CreateIndex
CREATE INDEX "ProfileView_viewerId_idx" ON "ProfileView"("viewerId");

-- CreateIndex
CREATE UNIQUE INDEX "ProfileView_profileUserId_viewerId_day_key" ON "ProfileView"("profileUserId", "viewerId", "day");

-- CreateIndex
CREATE INDEX "Message_senderId_createdAt_idx" ON "Message"("senderId", "createdAt");
