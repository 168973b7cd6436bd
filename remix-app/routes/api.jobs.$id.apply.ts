import type { ActionFunctionArgs } from "@remix-run/node";
import { DEFAULT_ADDITIONAL_NOTES, DEFAULT_COVER_LETTER } from "@shared/applications";
import { applyToJobSchema } from "@shared/schemas/applications";
import { requireApiActor } from "~/domain/access/policy.server";
import { createApplicationForJob } from "~/domain/applications/apply-to-job.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** "Apply Now": a submitted application with its fit score. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "apply-to-job");
    const jobId = parseIdParam(params.id, "Job not found");
    const input = parseInput(applyToJobSchema, await readJsonBody(request));
    const application = await createApplicationForJob(auth.user.id, jobId, {
      coverLetter: input.cover_letter ?? DEFAULT_COVER_LETTER,
      additionalNotes: input.additional_notes ?? DEFAULT_ADDITIONAL_NOTES,
      submit: true,
      autoApplied: false,
    });
    return Response.json(
      { id: application.id, status: application.status, fit_score: application.fitScore, message: "Application submitted successfully!" },
      { status: 201 },
    );
  });
