import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { RESUME_MESSAGES } from "@shared/resume";
import { requireApiActor } from "~/domain/access/policy.server";
import { deleteResume, getResume } from "~/domain/writing/resume.server";
import { apiResponse, jsonError } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET one of the caller's resumes; another user's id is a 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "build-resume");
    const { sections: _sections, ...resume } = await getResume(auth.user.id, parseIdParam(params.id, RESUME_MESSAGES.notFound));
    return resume;
  });

/** DELETE one of the caller's resumes. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "build-resume");
    await deleteResume(auth.user.id, parseIdParam(params.id, RESUME_MESSAGES.notFound));
    return { message: RESUME_MESSAGES.deleted };
  });
