-- The demo accounts (all at @vets.local, made by the seed) are verified, as a fresh seed makes them;
-- every other account from before verified email stays unverified until it opens a link. Only
-- active accounts: a sign-up since then is "pending" until its own link proves the address.
UPDATE "User" SET "emailVerifiedAt" = "createdAt" WHERE "emailVerifiedAt" IS NULL AND "status" = 'active' AND "email" LIKE '%@vets.local';
