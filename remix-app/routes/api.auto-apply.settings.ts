import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { autoApplySettingsSchema } from "@shared/auto-apply";
import { requireApiActor } from "~/domain/access/policy.server";
import { getAutoApplySettings, updateAutoApplySettings } from "~/domain/auto-apply/settings.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";

/** GET → SPEC §3 auto-apply settings (defaults until saved); paid veterans only. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-auto-apply");
    return getAutoApplySettings(auth.user.id);
  });

/** PUT all five settings → the saved settings. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-auto-apply");
    const input = parseInput(autoApplySettingsSchema, await readJsonBody(request));
    return updateAutoApplySettings(auth.user.id, input);
  });
