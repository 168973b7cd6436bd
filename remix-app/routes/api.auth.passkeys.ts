import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listPasskeys } from "~/domain/accounts/passkeys.server";
import { apiResponse } from "~/lib/http.server";

/** GET → {passkeys: [{id, name, created_at, last_used_at}]}. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "manage-second-factors");
    return { passkeys: await listPasskeys(auth.user.id) };
  });
