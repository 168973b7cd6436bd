import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { RESUME_UPLOAD_MESSAGES } from "@shared/resume-uploads";
import { requireApiActor } from "~/domain/access/policy.server";
import { deleteUploadedResume, readOwnUploadedResume, resumeFileResponse } from "~/domain/applications/application-resumes.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET one of the caller's uploaded resumes as a download; someone else's is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "upload-resume");
    return resumeFileResponse(await readOwnUploadedResume(auth.user, parseIdParam(params.id, RESUME_UPLOAD_MESSAGES.notFound)));
  });

/** DELETE one of the caller's uploaded resumes; someone else's is a 404. An application that went with it keeps it. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "upload-resume");
    const { kept } = await deleteUploadedResume(auth.user, parseIdParam(params.id, RESUME_UPLOAD_MESSAGES.notFound));
    return { message: kept ? RESUME_UPLOAD_MESSAGES.deletedKept : RESUME_UPLOAD_MESSAGES.deleted, kept_for_applications: kept };
  });
