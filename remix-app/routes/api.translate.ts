import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicTranslation } from "~/domain/translate/public-translator.server";
import { clientInfo, apiResponse } from "~/lib/http.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";

/** Nothing personal in the answer: browsers and shared caches may keep it for an hour. */
export const TRANSLATE_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

/** GET /api/translate?q=88M[&branch=army]: the public skills translator; no sign-in, limited per address. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const client = clientInfo(request, context);
    await consumeAddressLimit("translatePerIp", client);
    const params = new URL(request.url).searchParams;
    const result = await publicTranslation(params.get("q"), params.get("branch"), client);
    return Response.json(result, { headers: { "Cache-Control": TRANSLATE_CACHE_CONTROL } });
  });
