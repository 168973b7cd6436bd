-- AlterTable
ALTER TABLE "Job" ADD COLUMN "contentHash" TEXT;
ALTER TABLE "Job" ADD COLUMN "sourceBoard" TEXT;

-- AlterTable
ALTER TABLE "JobListing" ADD COLUMN "board" TEXT;

-- CreateIndex
CREATE INDEX "Job_source_sourceBoard_status_idx" ON "Job"("source", "sourceBoard", "status");
