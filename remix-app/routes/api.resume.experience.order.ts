import type { ActionFunctionArgs } from "@remix-run/node";
import { experienceOrderSchema } from "@shared/resume-builder";
import { reorderExperience } from "~/domain/writing/resume-experience.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiActor } from "~/domain/access/policy.server";

export const loader = methodNotAllowed;

/** PUT {ids} → {entries}: every one of the caller's entry ids, in the new order. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "build-resume");
    const { ids } = parseInput(experienceOrderSchema, await readJsonBody(request));
    return { entries: await reorderExperience(auth.user.id, ids) };
  });
