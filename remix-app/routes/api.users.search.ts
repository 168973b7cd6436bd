import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchMessageableUsers } from "~/domain/messaging/people.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

/** GET ?q=text → {users: [{id, name, profile_pic, role}]}: people the caller may message, by name. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return searchMessageableUsers(auth.user, new URL(request.url).searchParams.get("q"));
  });
