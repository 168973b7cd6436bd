import { statusChangeSchema, tierChangeSchema } from "@shared/schemas/admin-back-office";
import { changeUserTier, setUserActive } from "~/domain/admin/user-management.server";
import { apiResponse, jsonError, parseInput } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";
import type { Auth } from "~/lib/session.server";

type UserChange = "status" | "subscription";

/** SPEC §7: `PUT /api/admin/users/{id}/{status|subscription}` with the change and its justification in the query, empty body. */
export function userChangeRoute(change: UserChange, authorize: (request: Request) => Promise<Auth>) {
  return ({ request, params }: { request: Request; params: Record<string, string | undefined> }) =>
    apiResponse(async () => {
      if (request.method !== "PUT") return jsonError(405, "Method not allowed");
      const auth = await authorize(request);
      const id = parseIdParam(params.id, "User not found");
      const query = Object.fromEntries(new URL(request.url).searchParams);
      if (change === "status") {
        const input = parseInput(statusChangeSchema, query);
        return setUserActive(auth.user, id, input.is_active, input.justification);
      }
      const input = parseInput(tierChangeSchema, query);
      return changeUserTier(auth.user, id, input.new_tier, input.justification);
    });
}
