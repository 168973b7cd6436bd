import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listEmployerJobs } from "~/domain/jobs/employer-jobs.server";
import { apiResponse } from "~/lib/http.server";

/** The calling employer's own jobs with status, views and applicant counts. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-jobs");
    return { jobs: await listEmployerJobs(auth.user.id) };
  });
