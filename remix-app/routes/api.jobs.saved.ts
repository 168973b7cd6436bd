import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listSavedJobs } from "~/domain/jobs/saved-jobs.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {jobs, limit}: the veteran's saved jobs with today's fit and each job's state. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "save-job");
    return listSavedJobs(auth.user.id);
  });

export const action = methodNotAllowed;
