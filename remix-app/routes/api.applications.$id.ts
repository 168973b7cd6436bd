import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editDraftSchema } from "@shared/auto-apply-letter";
import { ensureDraftLetter } from "~/domain/applications/draft-letter.server";
import { editDraftLetter } from "~/domain/applications/submit-application.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiActor } from "~/domain/access/policy.server";

/**
 * GET → {id, status, cover_letter}: the veteran's application as the review dialog opens it; an
 * auto-apply draft's letter is written on this first open and kept (owner only; 404 otherwise).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "track-applications");
    const id = parseIdParam(params.id, "Application not found");
    return ensureDraftLetter(auth.user.id, id);
  });

/** PATCH {cover_letter} → the pending application's edited draft letter (owner only; 404 otherwise). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "track-applications");
    const id = parseIdParam(params.id, "Application not found");
    const { cover_letter } = parseInput(editDraftSchema, await readJsonBody(request));
    return editDraftLetter(auth.user.id, id, cover_letter);
  });
