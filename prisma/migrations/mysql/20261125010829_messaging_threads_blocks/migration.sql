-- AlterTable
ALTER TABLE `MessageThread` ADD COLUMN `pairKey` VARCHAR(191) NULL,
    ADD COLUMN `lastMessageId` INTEGER NULL;

-- AlterTable
ALTER TABLE `ThreadParticipant` ADD COLUMN `lastReadMessageId` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `unreadCount` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `lastActivityAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    ADD COLUMN `hiddenAt` DATETIME(3) NULL,
    ADD COLUMN `historyFromId` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `lastEmailedAt` DATETIME(3) NULL;

-- CreateTable
CREATE TABLE `UserBlock` (
    `blockerId` INTEGER NOT NULL,
    `blockedId` INTEGER NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `UserBlock_blockedId_idx`(`blockedId`),
    PRIMARY KEY (`blockerId`, `blockedId`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE UNIQUE INDEX `MessageThread_pairKey_key` ON `MessageThread`(`pairKey`);

-- CreateIndex
CREATE INDEX `MessageThread_lastMessageId_idx` ON `MessageThread`(`lastMessageId`);

-- CreateIndex
CREATE INDEX `ThreadParticipant_userId_hiddenAt_isArchived_lastActivityAt_idx` ON `ThreadParticipant`(`userId`, `hiddenAt`, `isArchived`, `lastActivityAt`);

-- CreateIndex
CREATE INDEX `Message_threadId_id_idx` ON `Message`(`threadId`, `id`);

-- AddForeignKey
ALTER TABLE `MessageThread` ADD CONSTRAINT `MessageThread_lastMessageId_fkey` FOREIGN KEY (`lastMessageId`) REFERENCES `Message`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `UserBlock` ADD CONSTRAINT `UserBlock_blockerId_fkey` FOREIGN KEY (`blockerId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `UserBlock` ADD CONSTRAINT `UserBlock_blockedId_fkey` FOREIGN KEY (`blockedId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
