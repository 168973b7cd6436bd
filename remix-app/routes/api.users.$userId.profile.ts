import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getUserProfile, parseUserId } from "~/domain/profiles/user-profile.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "read-profile");
    return getUserProfile(auth.user, parseUserId(params.userId));
  });

export const action = methodNotAllowed;
