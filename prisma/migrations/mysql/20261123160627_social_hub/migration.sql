-- AlterTable
ALTER TABLE `User` ADD COLUMN `handle` VARCHAR(191) NULL;

-- AlterTable
ALTER TABLE `Post` ADD COLUMN `thumbsupCount` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `targetCount` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `clapCount` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `heartCount` INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN `hiddenAt` DATETIME(3) NULL;

-- CreateTable
CREATE TABLE `PostDraft` (
    `userId` INTEGER NOT NULL,
    `content` VARCHAR(191) NOT NULL,
    `privacy` VARCHAR(191) NOT NULL DEFAULT 'public',
    `updatedAt` DATETIME(3) NOT NULL,

    PRIMARY KEY (`userId`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `LinkPreviewCache` (
    `urlHash` VARCHAR(191) NOT NULL,
    `url` VARCHAR(191) NOT NULL,
    `ok` BOOLEAN NOT NULL,
    `title` VARCHAR(191) NULL,
    `description` VARCHAR(191) NULL,
    `image` VARCHAR(191) NULL,
    `domain` VARCHAR(191) NULL,
    `fetchedAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `LinkPreviewCache_fetchedAt_idx`(`fetchedAt`),
    PRIMARY KEY (`urlHash`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE UNIQUE INDEX `User_handle_key` ON `User`(`handle`);

-- CreateIndex
CREATE INDEX `Post_hiddenAt_idx` ON `Post`(`hiddenAt`);

-- CreateIndex
CREATE INDEX `PostHashtag_createdAt_idx` ON `PostHashtag`(`createdAt`);

-- AddForeignKey
ALTER TABLE `PostDraft` ADD CONSTRAINT `PostDraft_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
