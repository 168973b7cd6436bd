-- CreateIndex
CREATE INDEX "SubscriptionEvent_fromTier_createdAt_idx" ON "SubscriptionEvent"("fromTier", "createdAt");
