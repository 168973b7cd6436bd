-- AlterTable
ALTER TABLE `Application` ADD COLUMN `privateNote` TEXT NULL;

-- CreateIndex
CREATE INDEX `Application_userId_status_idx` ON `Application`(`userId`, `status`);
