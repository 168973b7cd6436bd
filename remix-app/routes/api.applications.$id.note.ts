import type { ActionFunctionArgs } from "@remix-run/node";
import { privateNoteSchema } from "@shared/schemas/applications";
import { requireApiActor } from "~/domain/access/policy.server";
import { savePrivateNote } from "~/domain/applications/application-states.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

export const loader = methodNotAllowed;

/** PUT {note} → {id, private_note}: the veteran's private note on their application; "" clears it (owner only; 404 otherwise). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "track-applications");
    const id = parseIdParam(params.id, "Application not found");
    const { note } = parseInput(privateNoteSchema, await readJsonBody(request));
    return savePrivateNote(auth.user.id, id, note);
  });
