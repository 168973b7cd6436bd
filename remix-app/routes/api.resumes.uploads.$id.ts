import type { ActionFunctionArgs } from "@remix-run/node";
import { RESUME_UPLOAD_MESSAGES } from "@shared/resume-uploads";
import { requireApiActor } from "~/domain/access/policy.server";
import { deleteUploadedResume } from "~/domain/applications/application-resumes.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** DELETE one of the caller's uploaded resumes; someone else's is a 404. An application that went with it keeps it. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "upload-resume");
    await deleteUploadedResume(auth.user, parseIdParam(params.id, RESUME_UPLOAD_MESSAGES.notFound));
    return { message: RESUME_UPLOAD_MESSAGES.deleted };
  });
