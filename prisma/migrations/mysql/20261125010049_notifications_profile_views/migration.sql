-- CreateTable
CREATE TABLE `ProfileView` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `profileUserId` INTEGER NOT NULL,
    `viewerId` INTEGER NOT NULL,
    `day` DATETIME(3) NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `ProfileView_profileUserId_day_idx`(`profileUserId`, `day`),
    INDEX `ProfileView_viewerId_idx`(`viewerId`),
    UNIQUE INDEX `ProfileView_profileUserId_viewerId_day_key`(`profileUserId`, `viewerId`, `day`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `Message_senderId_createdAt_idx` ON `Message`(`senderId`, `createdAt`);

-- AddForeignKey
ALTER TABLE `ProfileView` ADD CONSTRAINT `ProfileView_profileUserId_fkey` FOREIGN KEY (`profileUserId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `ProfileView` ADD CONSTRAINT `ProfileView_viewerId_fkey` FOREIGN KEY (`viewerId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
