import type { LoaderFunctionArgs } from "@remix-run/node";
import { getActivity } from "~/domain/activity/activity.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → the signed-in user's Activity Feed figures (shared/activity.ts ActivityView). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return getActivity(auth.user);
  });

export const action = methodNotAllowed;
