import type { LoaderFunctionArgs } from "@remix-run/node";
import { translationForRequest } from "~/domain/matching/translation-request.server";
import { apiResponse } from "~/lib/http.server";
import { requireApiAuth } from "~/lib/session.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiAuth(request, ["veteran", "admin"]);
    return translationForRequest(auth.user.id, new URL(request.url).searchParams);
  });
