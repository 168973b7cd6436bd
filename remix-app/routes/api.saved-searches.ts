import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { createSavedSearch, listSavedSearches } from "~/domain/jobs/saved-searches.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";

/** GET → {saved_searches, limit}: the veteran's saved searches, each with its alert frequency. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "save-search");
    return listSavedSearches(auth.user.id);
  });

/** POST {q, …the /api/jobs filters…, frequency: daily|weekly|off, name?} → 201 the saved search. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "save-search");
    return Response.json(await createSavedSearch(auth.user.id, await readJsonBody(request)), { status: 201 });
  });
