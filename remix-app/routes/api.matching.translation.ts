import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { translationForRequest } from "~/domain/translate/translation-request.server";
import { apiResponse } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "translate-military-experience");
    return translationForRequest(auth.user.id, new URL(request.url).searchParams);
  });
