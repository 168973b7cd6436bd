import type { ActionFunctionArgs } from "@remix-run/node";
import { registerSchema } from "@shared/schemas/auth";
import { registerAccount } from "~/domain/accounts/register.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** 202 {message, email} for a new address and a taken one alike; the session comes after the emailed link. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const input = parseInput(registerSchema, await readJsonBody(request));
    return Response.json(await registerAccount(input, clientInfo(request, context)), { status: 202 });
  });
