-- Active-user counts read User.lastActiveAt; before it existed, a session's lastSeenAt held it.
UPDATE `User` u
  JOIN (SELECT `userId`, MAX(`lastSeenAt`) AS `seenAt` FROM `Session` GROUP BY `userId`) s ON s.`userId` = u.`id`
  SET u.`lastActiveAt` = s.`seenAt`;
