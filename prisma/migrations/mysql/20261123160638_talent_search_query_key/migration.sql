-- AlterTable
ALTER TABLE `TalentSearch` ADD COLUMN `queryKey` VARCHAR(191) NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX `TalentSearch_employerId_queryKey_createdAt_idx` ON `TalentSearch`(`employerId`, `queryKey`, `createdAt`);
