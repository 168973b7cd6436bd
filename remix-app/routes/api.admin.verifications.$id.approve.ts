import type { ActionFunctionArgs } from "@remix-run/node";
import { approvalSchema } from "@shared/schemas/admin-review";
import { requireApiActor } from "~/domain/access/policy.server";
import { approveVerification } from "~/domain/admin/verification-reviews.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "review-verification");
    const id = parseIdParam(params.id, "Verification request not found");
    const { note } = parseInput(approvalSchema, await readJsonBody(request));
    return { message: "Verification approved", verification: await approveVerification(auth.user, id, note) };
  });
