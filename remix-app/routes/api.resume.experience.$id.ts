import type { ActionFunctionArgs } from "@remix-run/node";
import { experienceInputSchema } from "@shared/resume-builder";
import { deleteExperience, ENTRY_NOT_FOUND, updateExperience } from "~/domain/writing/resume-experience.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import { requireApiActor } from "~/domain/access/policy.server";

export const loader = methodNotAllowed;

/** PUT the whole entry (its bullets replace the old ones) or DELETE it; another veteran's id is a 404. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "build-resume");
    const id = parseIdParam(params.id, ENTRY_NOT_FOUND);
    if (request.method === "PUT") return updateExperience(auth.user.id, id, parseInput(experienceInputSchema, await readJsonBody(request)));
    if (request.method === "DELETE") {
      await deleteExperience(auth.user.id, id);
      return { message: "Experience entry deleted" };
    }
    return jsonError(405, "Method not allowed");
  });
