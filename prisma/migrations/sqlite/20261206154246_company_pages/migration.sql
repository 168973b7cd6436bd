/*
  Warnings:

  - A unique constraint covering the columns `[slug]` on the table `EmployerProfile` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "EmployerProfile" ADD COLUMN "slug" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN "companySlug" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "EmployerProfile_slug_key" ON "EmployerProfile"("slug");

-- CreateIndex
CREATE INDEX "Job_companySlug_status_postedAt_idx" ON "Job"("companySlug", "status", "postedAt");

-- CreateIndex
CREATE INDEX "Job_employerId_status_postedAt_idx" ON "Job"("employerId", "status", "postedAt");
