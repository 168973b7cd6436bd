-- DropForeignKey
ALTER TABLE `JobGoneReport` DROP FOREIGN KEY `JobGoneReport_reporterId_fkey`;

-- AlterTable
ALTER TABLE `User` ADD COLUMN `emailVerifiedAt` DATETIME(3) NULL;

-- AlterTable
ALTER TABLE `JobGoneReport` MODIFY `reporterId` INTEGER NULL,
    ADD COLUMN `counted` BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN `dismissedAt` DATETIME(3) NULL;

-- CreateTable
CREATE TABLE `AccountToken` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `userId` INTEGER NOT NULL,
    `purpose` VARCHAR(191) NOT NULL,
    `tokenHash` VARCHAR(191) NOT NULL,
    `email` VARCHAR(191) NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `expiresAt` DATETIME(3) NOT NULL,
    `usedAt` DATETIME(3) NULL,

    UNIQUE INDEX `AccountToken_tokenHash_key`(`tokenHash`),
    INDEX `AccountToken_userId_purpose_createdAt_idx`(`userId`, `purpose`, `createdAt`),
    INDEX `AccountToken_expiresAt_idx`(`expiresAt`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `JobGoneReport_jobId_counted_dismissedAt_idx` ON `JobGoneReport`(`jobId`, `counted`, `dismissedAt`);

-- AddForeignKey
ALTER TABLE `JobGoneReport` ADD CONSTRAINT `JobGoneReport_reporterId_fkey` FOREIGN KEY (`reporterId`) REFERENCES `User`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `AccountToken` ADD CONSTRAINT `AccountToken_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
