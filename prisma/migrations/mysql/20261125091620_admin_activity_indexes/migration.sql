-- AlterTable
ALTER TABLE `User` ADD COLUMN `lastActiveAt` DATETIME(3) NULL;

-- CreateIndex
CREATE INDEX `User_status_role_createdAt_idx` ON `User`(`status`, `role`, `createdAt`);

-- CreateIndex
CREATE INDEX `User_lastActiveAt_idx` ON `User`(`lastActiveAt`);

-- CreateIndex
CREATE INDEX `Subscription_tier_status_idx` ON `Subscription`(`tier`, `status`);

-- CreateIndex
CREATE INDEX `Subscription_cancelAtPeriodEnd_status_idx` ON `Subscription`(`cancelAtPeriodEnd`, `status`);

-- CreateIndex
CREATE INDEX `Job_status_source_idx` ON `Job`(`status`, `source`);

-- DropIndex (after the (tier, status) index exists: Subscription.tier's foreign key needs an index at every moment)
DROP INDEX `User_status_idx` ON `User`;

-- DropIndex
DROP INDEX `Subscription_tier_idx` ON `Subscription`;
