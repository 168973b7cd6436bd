import type { LoaderFunctionArgs } from "@remix-run/node";
import { listBlockedUsers } from "~/domain/messaging/people.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET → {users: [{id, name, profile_pic, role, blocked_at}]}: the people the caller blocked. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return listBlockedUsers(auth.user);
  });
