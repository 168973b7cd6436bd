import type { ActionFunctionArgs } from "@remix-run/node";
import { applyToJobSchema } from "@shared/schemas/applications";
import { requireApiActor } from "~/domain/access/policy.server";
import { createApplicationForJob } from "~/domain/applications/apply-to-job.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/**
 * "Apply Now": a submitted application with its fit score. The letter and notes are exactly those
 * the client showed the veteran (SPEC's default texts among them), or none: the server adds no
 * text of its own to what an employer receives (issue 52).
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "apply-to-job");
    const jobId = parseIdParam(params.id, "Job not found");
    const input = parseInput(applyToJobSchema, await readJsonBody(request));
    const application = await createApplicationForJob(auth.user.id, jobId, {
      coverLetter: input.cover_letter?.trim() ? input.cover_letter.trim() : null,
      additionalNotes: input.additional_notes?.trim() ? input.additional_notes.trim() : null,
      submit: true,
      autoApplied: false,
      resume: { resumeId: input.resume_id, uploadedResumeId: input.uploaded_resume_id },
    });
    return Response.json(
      {
        id: application.id,
        status: application.status,
        fit_score: application.fitScore,
        resume_id: application.resumeId,
        uploaded_resume_id: application.uploadedResumeId,
        message: "Application submitted successfully!",
      },
      { status: 201 },
    );
  });
