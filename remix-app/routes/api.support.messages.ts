import type { ActionFunctionArgs } from "@remix-run/node";
import { sendSupportMessage } from "~/domain/support/support-messages.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, jsonError, readJsonBody } from "~/lib/http.server";
import { getAuth } from "~/lib/session.server";

export const loader = methodNotAllowed;

/** POST { subject, body, email? }: the contact form; open to signed-out visitors (who give an email). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await getAuth(request);
    const sent = await sendSupportMessage({ userId: auth?.user.id ?? null, ip: clientInfo(request, context).ip }, await readJsonBody(request));
    return Response.json(sent, { status: 201 });
  });
