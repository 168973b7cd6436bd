import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listBlockedUsers } from "~/domain/messaging/people.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {users: [{id, name, profile_pic, role, blocked_at}]}: the people the caller blocked. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "block-user");
    return listBlockedUsers(auth.user);
  });
