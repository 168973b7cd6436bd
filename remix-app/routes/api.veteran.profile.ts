import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { profileUpdateSchema } from "@shared/schemas/profile";
import { getOwnProfile, updateOwnProfile } from "~/domain/profiles/own-profile.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

const VETERAN_PROFILE_ROLES = ["veteran", "admin"] as const;

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, VETERAN_PROFILE_ROLES);
    return getOwnProfile(auth.user.id);
  });

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiAuth(request, VETERAN_PROFILE_ROLES);
    const input = parseInput(profileUpdateSchema, await readJsonBody(request));
    return updateOwnProfile(auth.user.id, input);
  });
