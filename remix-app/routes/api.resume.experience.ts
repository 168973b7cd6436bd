import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { experienceInputSchema } from "@shared/resume-builder";
import { createExperience, listExperience } from "~/domain/writing/resume-experience.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiActor } from "~/domain/access/policy.server";

/** GET → {entries}: the caller's experience entries in their order. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "build-resume");
    return { entries: await listExperience(auth.user.id) };
  });

/** POST {title, organization, start_date, end_date, bullets} → the new entry, placed last. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "build-resume");
    return createExperience(auth.user.id, parseInput(experienceInputSchema, await readJsonBody(request)));
  });
