import { requireApiActor } from "~/domain/access/policy.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { reviewDecisionRoute } from "~/screens/admin-approvals.server";

export const loader = methodNotAllowed;

export const action = reviewDecisionRoute("employer", "approve", (request) => requireApiActor(request, "review-employer"));
