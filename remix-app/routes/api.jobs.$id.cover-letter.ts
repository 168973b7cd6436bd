import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { draftCoverLetter } from "~/domain/applications/cover-letter-draft.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** POST → {cover_letter}: a letter for this job to edit before Apply Now (paid veterans). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "draft-cover-letter");
    return draftCoverLetter(auth.user.id, parseIdParam(params.id, "Job not found"));
  });
