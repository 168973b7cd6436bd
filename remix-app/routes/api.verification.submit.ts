import type { ActionFunctionArgs } from "@remix-run/node";
import { verificationSubmitSchema } from "@shared/schemas/verification";
import { requireApiActor } from "~/domain/access/policy.server";
import { submitVerification } from "~/domain/verification/submit-verification.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "request-verification");
    const input = parseInput(verificationSubmitSchema, await readJsonBody(request));
    return Response.json(await submitVerification(auth.user.id, input), { status: 201 });
  });
