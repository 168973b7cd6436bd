-- AlterTable
ALTER TABLE `AutoApplySettings` ADD COLUMN `applyMode` VARCHAR(191) NOT NULL DEFAULT 'review',
    ADD COLUMN `letterTemplate` TEXT NULL,
    ADD COLUMN `letterTemplateSavedAt` DATETIME(3) NULL;
