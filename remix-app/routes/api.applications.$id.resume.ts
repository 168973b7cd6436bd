import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActorOrNotFound } from "~/domain/access/policy.server";
import { readApplicationResume, resumeFileResponse } from "~/domain/applications/application-resumes.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/**
 * The resume that went with an application: the uploaded file as it was sent, or the builder
 * resume as a PDF. To its veteran and its job's employer only; anyone else, signed out included,
 * gets a 404. Always a download, never cached.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireActorOrNotFound(request, "read-application-resume");
    return resumeFileResponse(await readApplicationResume(auth.user.id, parseIdParam(params.id, "Not found")));
  });

export const action = methodNotAllowed;
