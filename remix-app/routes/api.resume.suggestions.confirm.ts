import type { ActionFunctionArgs } from "@remix-run/node";
import { confirmSuggestionSchema } from "@shared/resume-builder";
import { confirmSuggestion } from "~/domain/writing/resume-suggestions.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiActor } from "~/domain/access/policy.server";

export const loader = methodNotAllowed;

/** POST {suggestion_id, experience_id?, confirmed?} → {suggestions}: ticks or unticks one suggestion. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "build-resume");
    const input = parseInput(confirmSuggestionSchema, await readJsonBody(request));
    return { suggestions: await confirmSuggestion(auth.user.id, input.suggestion_id, input.experience_id ?? null, input.confirmed) };
  });
