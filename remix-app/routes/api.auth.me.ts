import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCurrentUser } from "~/domain/accounts/current-user.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request);
    return getCurrentUser(auth.user.id);
  });
