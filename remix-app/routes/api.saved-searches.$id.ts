import type { ActionFunctionArgs } from "@remix-run/node";
import { SAVED_SEARCH_NOT_FOUND } from "@shared/saved-searches";
import { requireApiActor } from "~/domain/access/policy.server";
import { deleteSavedSearch, updateSavedSearch } from "~/domain/jobs/saved-searches.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** PATCH {frequency?, name?, q and filters?} → the saved search; DELETE → {id, deleted}. The owner's only: anyone else gets 404. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "save-search");
    const id = parseIdParam(params.id, SAVED_SEARCH_NOT_FOUND);
    return request.method === "PATCH" ? updateSavedSearch(auth.user.id, id, await readJsonBody(request)) : deleteSavedSearch(auth.user.id, id);
  });
