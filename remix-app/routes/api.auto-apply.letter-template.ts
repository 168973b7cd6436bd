import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { letterTemplateSchema } from "@shared/auto-apply-letter";
import { getAutoApplySettings, saveLetterTemplate } from "~/domain/auto-apply/settings.server";
import { apiResponse, jsonError, parseInput, readJsonBody } from "~/lib/http.server";
import { requireApiActor } from "~/domain/access/policy.server";

/** GET → {letter_template} (null until saved); paid veterans only. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "use-auto-apply");
    return { letter_template: (await getAutoApplySettings(auth.user.id)).letter_template };
  });

/** PUT {letter_template} → the saved letter. Only {job_title} and {company} are filled in. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "use-auto-apply");
    const { letter_template } = parseInput(letterTemplateSchema, await readJsonBody(request));
    return { letter_template: (await saveLetterTemplate(auth.user.id, letter_template)).letter_template };
  });
