import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listUploadedResumes, resumeChoices } from "~/domain/applications/application-resumes.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/**
 * GET → {uploaded_resumes, choices}: the caller's uploaded resumes, newest first, and every resume
 * they may send with an application (uploaded and builder, newest first: the first is the default).
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "upload-resume");
    const [uploaded, choices] = await Promise.all([listUploadedResumes(auth.user), resumeChoices(auth.user.id)]);
    return { uploaded_resumes: uploaded, choices };
  });

export const action = methodNotAllowed;
