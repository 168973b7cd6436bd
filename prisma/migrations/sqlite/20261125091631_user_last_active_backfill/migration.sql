-- Active-user counts read User.lastActiveAt; before it existed, a session's lastSeenAt held it.
UPDATE "User" SET "lastActiveAt" = (SELECT MAX("lastSeenAt") FROM "Session" WHERE "Session"."userId" = "User"."id");
