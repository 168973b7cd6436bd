import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listSessions } from "~/domain/accounts/sessions-list.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {sessions: [{id, device, browser, os, place, kind, created_at, last_seen_at, current}]}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-account");
    return listSessions(auth.user.id, auth.sessionId);
  });
