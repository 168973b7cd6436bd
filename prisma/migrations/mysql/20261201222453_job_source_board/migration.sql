-- AlterTable
ALTER TABLE `Job` ADD COLUMN `sourceBoard` VARCHAR(191) NULL,
    ADD COLUMN `contentHash` VARCHAR(191) NULL;

-- AlterTable
ALTER TABLE `JobListing` ADD COLUMN `board` VARCHAR(191) NULL;

-- CreateIndex
CREATE INDEX `Job_source_sourceBoard_status_idx` ON `Job`(`source`, `sourceBoard`, `status`);
