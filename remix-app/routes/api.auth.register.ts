import type { ActionFunctionArgs } from "@remix-run/node";
import { registerSchema } from "@shared/schemas/auth";
import { registerAccount } from "~/domain/accounts/register.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, clientInfo, parseInput, readJsonBody } from "~/lib/http.server";
import { createSession } from "~/lib/session.server";

export const loader = methodNotAllowed;

export const action = ({ request, context }: ActionFunctionArgs) =>
  apiResponse(async () => {
    const input = parseInput(registerSchema, await readJsonBody(request));
    const client = clientInfo(request, context);
    const user = await registerAccount(input, client);
    const { token } = await createSession(user.id, "api", client);
    return Response.json(
      { access_token: token, token_type: "bearer", user_id: user.id, role: user.role },
      { status: 201 },
    );
  });
