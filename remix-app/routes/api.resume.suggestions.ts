import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSuggestions } from "~/domain/writing/resume-suggestions.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiActor } from "~/domain/access/policy.server";

/** GET → {suggestions}: what the builder proposes ("Did you do this?") and whether each is ticked. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "build-resume");
    return { suggestions: await listSuggestions(auth.user.id) };
  });

export const action = methodNotAllowed;
