import { listVerificationTypes } from "~/domain/verification/document-types.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";

/** Tokenless, as SPEC §7 says. */
export const loader = () => apiResponse(async () => listVerificationTypes());

export const action = methodNotAllowed;
