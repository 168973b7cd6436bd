import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createApplicationSchema, trackerParams, trackerQuerySchema } from "@shared/schemas/applications";
import { requireApiActor } from "~/domain/access/policy.server";
import { createApplicationForJob } from "~/domain/applications/apply-to-job.server";
import { listApplicationsForUser } from "~/domain/applications/list-applications.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";

/** GET ?status=&sort= → {applications}: the tracker, filtered and sorted as /applications shows it. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "track-applications");
    const query = parseInput(trackerQuerySchema, trackerParams(new URL(request.url).searchParams));
    return { applications: await listApplicationsForUser(auth.user.id, query) };
  });

/** Auto-apply from a job card, step one: a pending, auto-applied application (paid tiers only). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return Response.json({ detail: "Method not allowed" }, { status: 405 });
    const auth = await requireApiActor(request, "track-applications");
    const input = parseInput(createApplicationSchema, await readJsonBody(request));
    const application = await createApplicationForJob(auth.user.id, input.job_id, {
      submit: false,
      autoApplied: true,
      resume: { resumeId: input.resume_id, uploadedResumeId: input.uploaded_resume_id },
    });
    return Response.json({ id: application.id, status: application.status, fit_score: application.fitScore }, { status: 201 });
  });
