import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { listSupportMessages } from "~/domain/support/support-messages.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** GET ?status=open|closed (open by default): the contact form's messages, with both counts. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "read-support-messages");
    const status = new URL(request.url).searchParams.get("status") === "closed" ? "closed" : "open";
    return listSupportMessages(auth.user, status);
  });

export const action = methodNotAllowed;
