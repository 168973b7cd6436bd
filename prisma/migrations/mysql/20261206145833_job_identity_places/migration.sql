-- Posting identities compare places as city + state code (issue 53 item 8, decision 115).
-- Keys stored under the earlier definition are cleared; the identity backfill that runs before
-- every import gives open jobs their new key, and imports and employer posts write it from now on.
UPDATE `Job` SET `identityKey` = NULL WHERE `identityKey` IS NOT NULL;
