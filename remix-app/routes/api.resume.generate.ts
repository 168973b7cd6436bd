import type { ActionFunctionArgs } from "@remix-run/node";
import { resumeGenerateSchema } from "@shared/resume";
import { requireApiActor } from "~/domain/access/policy.server";
import { generateResume } from "~/domain/writing/resume.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST {template, job_target, sections} → the new resume with its formatted_text. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "build-resume");
    return generateResume(auth.user.id, parseInput(resumeGenerateSchema, await readJsonBody(request)));
  });
