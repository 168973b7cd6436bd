import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { getCommunicationSettings, updateCommunicationSettings } from "~/domain/communication/settings.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";

/** GET → the six switches (SPEC's defaults until saved). Every role has an inbox, so every role has settings. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-account");
    return getCommunicationSettings(auth.user.id);
  });

/** PUT {any of the six booleans} → the saved settings. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-account");
    return updateCommunicationSettings(auth.user.id, await readJsonBody(request));
  });
