import { listBillingPlans } from "~/domain/billing/plan-lists.server";
import { apiResponse } from "~/lib/http.server";

export const loader = () => apiResponse(async () => ({ plans: await listBillingPlans() }));
