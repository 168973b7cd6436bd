import type { LoaderFunctionArgs } from "@remix-run/node";
import { listEmployerJobs } from "~/domain/jobs/employer-jobs.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** The calling employer's own jobs with status, views and applicant counts. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["employer"]);
    return { jobs: await listEmployerJobs(auth.user.id) };
  });
