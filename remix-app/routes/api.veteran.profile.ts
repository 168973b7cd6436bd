import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { profileUpdateSchema } from "@shared/schemas/profile";
import { requireApiActor } from "~/domain/access/policy.server";
import { getOwnProfile, updateOwnProfile } from "~/domain/profiles/own-profile.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "edit-veteran-profile");
    return getOwnProfile(auth.user.id);
  });

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "edit-veteran-profile");
    const input = parseInput(profileUpdateSchema, await readJsonBody(request));
    return updateOwnProfile(auth.user.id, input);
  });
