-- AlterTable
ALTER TABLE `PostMedia` ADD COLUMN `fileName` VARCHAR(191) NULL;

-- CreateIndex
CREATE INDEX `PostMedia_fileName_idx` ON `PostMedia`(`fileName`);
