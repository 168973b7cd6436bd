import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getActivity } from "~/domain/activity/activity.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** GET → the signed-in user's Activity Feed figures (shared/activity.ts ActivityView). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "read-activity");
    return getActivity(auth.user);
  });

export const action = methodNotAllowed;
