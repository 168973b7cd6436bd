-- AlterTable
ALTER TABLE `EmployerProfile` ADD COLUMN `slug` VARCHAR(191) NULL;

-- AlterTable
ALTER TABLE `Job` ADD COLUMN `companySlug` VARCHAR(191) NULL;

-- CreateIndex
CREATE UNIQUE INDEX `EmployerProfile_slug_key` ON `EmployerProfile`(`slug`);

-- CreateIndex
CREATE INDEX `Job_companySlug_status_postedAt_idx` ON `Job`(`companySlug`, `status`, `postedAt`);

-- CreateIndex
CREATE INDEX `Job_employerId_status_postedAt_idx` ON `Job`(`employerId`, `status`, `postedAt`);
