-- CreateTable
CREATE TABLE `JobFit` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `userId` INTEGER NOT NULL,
    `jobId` INTEGER NOT NULL,
    `score` INTEGER NOT NULL,
    `reasons` JSON NOT NULL,
    `kinds` JSON NOT NULL,
    `profileVersion` VARCHAR(191) NOT NULL,
    `jobVersion` VARCHAR(191) NOT NULL,
    `scorerVersion` INTEGER NOT NULL,
    `computedAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `JobFit_userId_score_idx`(`userId`, `score`),
    INDEX `JobFit_jobId_idx`(`jobId`),
    UNIQUE INDEX `JobFit_userId_jobId_key`(`userId`, `jobId`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `FitIndexState` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `userId` INTEGER NOT NULL,
    `profileVersion` VARCHAR(191) NOT NULL,
    `scorerVersion` INTEGER NOT NULL,
    `floor` INTEGER NOT NULL DEFAULT 0,
    `rankedAt` DATETIME(3) NOT NULL,

    UNIQUE INDEX `FitIndexState_userId_key`(`userId`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `Job_updatedAt_idx` ON `Job`(`updatedAt`);

-- AddForeignKey
ALTER TABLE `JobFit` ADD CONSTRAINT `JobFit_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `JobFit` ADD CONSTRAINT `JobFit_jobId_fkey` FOREIGN KEY (`jobId`) REFERENCES `Job`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `FitIndexState` ADD CONSTRAINT `FitIndexState_userId_fkey` FOREIGN KEY (`userId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
