-- AlterTable
ALTER TABLE `Job` ADD COLUMN `country` VARCHAR(191) NULL,
    ADD COLUMN `salaryOriginal` JSON NULL,
    ADD COLUMN `sourceUrl` TEXT NULL,
    ADD COLUMN `closesAt` DATETIME(3) NULL,
    ADD COLUMN `lastSeenAt` DATETIME(3) NULL,
    ADD COLUMN `closedReason` VARCHAR(191) NULL,
    ADD COLUMN `identityKey` VARCHAR(191) NULL;

-- CreateTable
CREATE TABLE `JobListing` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `jobId` INTEGER NOT NULL,
    `source` VARCHAR(191) NOT NULL,
    `externalId` VARCHAR(191) NOT NULL,
    `url` TEXT NULL,
    `lastSeenAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `JobListing_jobId_idx`(`jobId`),
    UNIQUE INDEX `JobListing_source_externalId_key`(`source`, `externalId`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `JobFederalSeries` (
    `jobId` INTEGER NOT NULL,
    `series` VARCHAR(191) NOT NULL,

    INDEX `JobFederalSeries_series_jobId_idx`(`series`, `jobId`),
    PRIMARY KEY (`jobId`, `series`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `JobGoneReport` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `jobId` INTEGER NOT NULL,
    `reporterId` INTEGER NOT NULL,
    `createdAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),

    INDEX `JobGoneReport_reporterId_idx`(`reporterId`),
    UNIQUE INDEX `JobGoneReport_jobId_reporterId_key`(`jobId`, `reporterId`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `JobSourceSetting` (
    `source` VARCHAR(191) NOT NULL,
    `enabled` BOOLEAN NOT NULL DEFAULT true,
    `boards` JSON NULL,
    `intervalMinutes` INTEGER NOT NULL DEFAULT 360,
    `updatedAt` DATETIME(3) NOT NULL,

    PRIMARY KEY (`source`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateTable
CREATE TABLE `JobSourceRun` (
    `id` INTEGER NOT NULL AUTO_INCREMENT,
    `source` VARCHAR(191) NOT NULL,
    `board` VARCHAR(191) NULL,
    `trigger` VARCHAR(191) NOT NULL DEFAULT 'schedule',
    `status` VARCHAR(191) NOT NULL DEFAULT 'running',
    `startedAt` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
    `finishedAt` DATETIME(3) NULL,
    `added` INTEGER NOT NULL DEFAULT 0,
    `updated` INTEGER NOT NULL DEFAULT 0,
    `closed` INTEGER NOT NULL DEFAULT 0,
    `unchanged` INTEGER NOT NULL DEFAULT 0,
    `rejectedCount` INTEGER NOT NULL DEFAULT 0,
    `rejected` JSON NULL,
    `error` TEXT NULL,
    `resumeFrom` JSON NULL,

    INDEX `JobSourceRun_source_startedAt_idx`(`source`, `startedAt`),
    INDEX `JobSourceRun_status_finishedAt_idx`(`status`, `finishedAt`),
    PRIMARY KEY (`id`)
) ENGINE = InnoDB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;

-- CreateIndex
CREATE INDEX `Job_identityKey_postedAt_idx` ON `Job`(`identityKey`, `postedAt`);

-- CreateIndex
CREATE INDEX `Job_status_source_lastSeenAt_idx` ON `Job`(`status`, `source`, `lastSeenAt`);

-- CreateIndex
CREATE INDEX `Job_status_closesAt_idx` ON `Job`(`status`, `closesAt`);

-- AddForeignKey
ALTER TABLE `JobListing` ADD CONSTRAINT `JobListing_jobId_fkey` FOREIGN KEY (`jobId`) REFERENCES `Job`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `JobFederalSeries` ADD CONSTRAINT `JobFederalSeries_jobId_fkey` FOREIGN KEY (`jobId`) REFERENCES `Job`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `JobGoneReport` ADD CONSTRAINT `JobGoneReport_jobId_fkey` FOREIGN KEY (`jobId`) REFERENCES `Job`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE `JobGoneReport` ADD CONSTRAINT `JobGoneReport_reporterId_fkey` FOREIGN KEY (`reporterId`) REFERENCES `User`(`id`) ON DELETE CASCADE ON UPDATE CASCADE;
