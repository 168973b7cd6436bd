-- AlterTable
ALTER TABLE `Application` ADD COLUMN `resumeId` INTEGER NULL,
    ADD COLUMN `uploadedResumeId` INTEGER NULL;

-- AlterTable
ALTER TABLE `Resume` ADD COLUMN `deletedAt` DATETIME(3) NULL;

-- CreateTable
CREATE TABLE `UploadedResume` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `userId` INTEGER NOT NULL,
    `fileName` VARCHAR(191) NOT NULL,
    `storedName` VARCHAR(191) NOT NULL,
    `mime` VARCHAR(191) NOT NULL,
    `size` INTEGER NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `deletedAt` DATETIME(3) NULL,

    UNIQUE INDEX `UploadedResume_storedName_key`(`storedName`),
    INDEX `UploadedResume_userId_deletedAt_createdAt_idx`(`userId`, `deletedAt`, `createdAt`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `Application_resumeId_idx` ON `Application`(`resumeId`);

-- CreateIndex
CREATE INDEX `Application_uploadedResumeId_idx` ON `Application`(`uploadedResumeId`);

-- CreateIndex
CREATE INDEX `Resume_userId_deletedAt_createdAt_idx` ON `Resume`(`userId`, `deletedAt`, `createdAt`);

-- AddForeignKey
ALTER TABLE `Application` ADD CONSTRAINT `Application_resumeId_fkey` FOREIGN KEY (`resumeId`) REFERENCES `Resume`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `Application` ADD CONSTRAINT `Application_uploadedResumeId_fkey` FOREIGN KEY (`uploadedResumeId`) REFERENCES `UploadedResume`(`id`) ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `UploadedResume` ADD CONSTRAINT `UploadedResume_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
