import type { LoaderFunctionArgs } from "@remix-run/node";
import { RESUME_MESSAGES } from "@shared/resume";
import { requireApiActor } from "~/domain/access/policy.server";
import { resumeDownload } from "~/domain/writing/resume-download.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/** GET → the resume as a PDF in its template (Download PDF; bearer token or the session cookie). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "build-resume");
    return resumeDownload(auth.user.id, parseIdParam(params.id, RESUME_MESSAGES.notFound), "pdf");
  });

export const action = methodNotAllowed;
