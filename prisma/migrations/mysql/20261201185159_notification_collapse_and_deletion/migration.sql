-- AlterTable
ALTER TABLE `Notification` ADD COLUMN `actorId` INTEGER NULL,
    ADD COLUMN `groupKey` VARCHAR(191) NULL,
    ADD COLUMN `openKey` VARCHAR(191) NULL,
    ADD COLUMN `eventCount` INTEGER NOT NULL DEFAULT 1,
    ADD COLUMN `actorCount` INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE `EmailOutbox` ADD COLUMN `aboutUserId` INTEGER NULL;

-- CreateTable
CREATE TABLE `NotificationActor` (
    `notificationId` INTEGER NOT NULL,
    `userId` INTEGER NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `NotificationActor_userId_idx`(`userId`),
    PRIMARY KEY (`notificationId`, `userId`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `Notification_actorId_idx` ON `Notification`(`actorId`);

-- CreateIndex
CREATE UNIQUE INDEX `Notification_userId_openKey_key` ON `Notification`(`userId`, `openKey`);

-- CreateIndex
CREATE INDEX `EmailOutbox_aboutUserId_idx` ON `EmailOutbox`(`aboutUserId`);

-- AddForeignKey
ALTER TABLE `Notification` ADD CONSTRAINT `Notification_actorId_fkey` FOREIGN KEY (`actorId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `NotificationActor` ADD CONSTRAINT `NotificationActor_notificationId_fkey` FOREIGN KEY (`notificationId`) REFERENCES `Notification`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `NotificationActor` ADD CONSTRAINT `NotificationActor_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `EmailOutbox` ADD CONSTRAINT `EmailOutbox_aboutUserId_fkey` FOREIGN KEY (`aboutUserId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
