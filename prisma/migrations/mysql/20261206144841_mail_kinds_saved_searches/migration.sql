-- AlterTable
ALTER TABLE `CommunicationSettings` ADD COLUMN `emailJobAlerts` BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN `emailApplicationSent` BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN `emailDecisions` BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN `emailDraftsWaiting` BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN `emailBilling` BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE `EmailOutbox` ADD COLUMN `kind` VARCHAR(191) NOT NULL DEFAULT 'account',
    ADD COLUMN `headers` JSON NULL;

-- CreateTable
CREATE TABLE `SavedSearch` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `userId` INTEGER NOT NULL,
    `name` VARCHAR(191) NOT NULL,
    `query` JSON NOT NULL,
    `frequency` VARCHAR(191) NOT NULL DEFAULT 'daily',
    `alertedThrough` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `lastAlertedAt` DATETIME(3) NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `updatedAt` DATETIME(3) NOT NULL,

    INDEX `SavedSearch_userId_createdAt_idx`(`userId`, `createdAt`),
    INDEX `SavedSearch_frequency_alertedThrough_idx`(`frequency`, `alertedThrough`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `Job_status_createdAt_idx` ON `Job`(`status`, `createdAt`);

-- AddForeignKey
ALTER TABLE `SavedSearch` ADD CONSTRAINT `SavedSearch_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
