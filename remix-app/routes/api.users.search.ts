import type { LoaderFunctionArgs } from "@remix-run/node";
import { assertSessionCan, requireApiActor } from "~/domain/access/policy.server";
import { searchMessageableUsers } from "~/domain/messaging/people.server";
import { apiResponse } from "~/lib/http.server";

/** GET ?q=text → {users: [{id, name, profile_pic, role}]}: people the caller may message, by name. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "send-message");
    // Looking people up to write to is part of writing: an employer must be approved now.
    await assertSessionCan(auth.user, "send-message");
    return searchMessageableUsers(auth.user, new URL(request.url).searchParams.get("q"));
  });
