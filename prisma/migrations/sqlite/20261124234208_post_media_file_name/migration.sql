-- AlterTable
ALTER TABLE "PostMedia" ADD COLUMN "fileName" TEXT;

-- CreateIndex
CREATE INDEX "PostMedia_fileName_idx" ON "PostMedia"("fileName");
