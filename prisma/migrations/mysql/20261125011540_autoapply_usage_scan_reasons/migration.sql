-- AlterTable
ALTER TABLE `Application` ADD COLUMN `fitReasons` JSON NULL;

-- CreateTable
CREATE TABLE `AutoApplyUsage` (
    `userId` INTEGER NOT NULL,
    `month` VARCHAR(191) NOT NULL,
    `used` INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY (`userId`, `month`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `AutoApplyScan` (
    `period` VARCHAR(191) NOT NULL,
    `lastUserId` INTEGER NOT NULL DEFAULT 0,
    `veteransDone` INTEGER NOT NULL DEFAULT 0,
    `applicationsCreated` INTEGER NOT NULL DEFAULT 0,
    `startedAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `finishedAt` DATETIME(3) NULL,

    PRIMARY KEY (`period`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- AddForeignKey
ALTER TABLE `AutoApplyUsage` ADD CONSTRAINT `AutoApplyUsage_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
