import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { withdrawApplication } from "~/domain/applications/application-states.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST (empty body) → {id, status: "withdrawn"}: the veteran takes a sent application back (owner only; 404 otherwise, 409 when it cannot be). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "track-applications");
    const id = parseIdParam(params.id, "Application not found");
    return withdrawApplication(auth.user.id, id);
  });
