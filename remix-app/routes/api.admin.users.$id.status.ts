import { requireApiActor } from "~/domain/access/policy.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { userChangeRoute } from "~/screens/admin-user-changes.server";

export const loader = methodNotAllowed;

export const action = userChangeRoute("status", (request) => requireApiActor(request, "manage-users"));
