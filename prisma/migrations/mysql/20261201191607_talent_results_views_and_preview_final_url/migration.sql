-- AlterTable
ALTER TABLE `LinkPreviewCache` MODIFY `url` TEXT NOT NULL,
    MODIFY `title` TEXT NULL,
    MODIFY `description` TEXT NULL,
    MODIFY `image` TEXT NULL,
    ADD COLUMN `finalUrl` TEXT NULL;

-- CreateTable
CREATE TABLE `TalentSearchResult` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `employerId` INTEGER NOT NULL,
    `veteranId` INTEGER NOT NULL,
    `month` VARCHAR(191) NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `TalentSearchResult_veteranId_idx`(`veteranId`),
    UNIQUE INDEX `TalentSearchResult_employerId_month_veteranId_key`(`employerId`, `month`, `veteranId`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `TalentView` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `employerId` INTEGER NOT NULL,
    `veteranId` INTEGER NOT NULL,
    `month` VARCHAR(191) NOT NULL,
    `counted` BOOLEAN NOT NULL DEFAULT false,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `TalentView_employerId_month_counted_idx`(`employerId`, `month`, `counted`),
    INDEX `TalentView_veteranId_idx`(`veteranId`),
    UNIQUE INDEX `TalentView_employerId_month_veteranId_key`(`employerId`, `month`, `veteranId`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `TalentSearchResult` ADD CONSTRAINT `TalentSearchResult_employerId_fkey` FOREIGN KEY (`employerId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `TalentSearchResult` ADD CONSTRAINT `TalentSearchResult_veteranId_fkey` FOREIGN KEY (`veteranId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `TalentView` ADD CONSTRAINT `TalentView_employerId_fkey` FOREIGN KEY (`employerId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `TalentView` ADD CONSTRAINT `TalentView_veteranId_fkey` FOREIGN KEY (`veteranId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
