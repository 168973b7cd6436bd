import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUserProfile, parseUserId } from "~/domain/profiles/user-profile.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return getUserProfile(auth.user, parseUserId(params.userId));
  });

export const action = methodNotAllowed;
