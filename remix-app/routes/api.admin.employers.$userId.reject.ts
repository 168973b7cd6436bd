import type { ActionFunctionArgs } from "@remix-run/node";
import { rejectionSchema } from "@shared/schemas/admin-review";
import { requireApiActor } from "~/domain/access/policy.server";
import { rejectEmployer } from "~/domain/admin/employer-approvals.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "review-employer");
    const userId = parseIdParam(params.userId, "Employer not found");
    const { reason } = parseInput(rejectionSchema, await readJsonBody(request));
    return { message: "Employer rejected", employer: await rejectEmployer(auth.user, userId, reason) };
  });
