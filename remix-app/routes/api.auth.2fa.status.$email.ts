import type { LoaderFunctionArgs } from "@remix-run/node";
import { emailField } from "@shared/schemas/auth";
import { twoFactorStatus } from "~/domain/accounts/two-factor.server";
import { apiResponse, clientInfo, parseInput } from "~/lib/http.server";

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  apiResponse(async () => twoFactorStatus(parseInput(emailField, params.email ?? ""), clientInfo(request, context)));
