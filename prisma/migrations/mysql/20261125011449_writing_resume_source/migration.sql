-- AlterTable
ALTER TABLE `Resume` ADD COLUMN `source` VARCHAR(191) NOT NULL DEFAULT 'local',
    ADD COLUMN `fallbackReason` VARCHAR(191) NULL;
