import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { companyProfileSchema } from "@shared/schemas/employer-registration";
import { requireApiActor } from "~/domain/access/policy.server";
import { getCompanyProfile, updateCompanyProfile } from "~/domain/employers/company-profile.server";
import { parseOrInvalid } from "~/domain/employers/parse-or-invalid.server";
import { apiResponse, jsonError, readJsonBody } from "~/lib/http.server";

/** The signed-in employer's own company details; there is no way to name another company. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireApiActor(request, "edit-company");
    return getCompanyProfile(auth.user);
  });

export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "edit-company");
    const input = parseOrInvalid(companyProfileSchema, await readJsonBody(request));
    return updateCompanyProfile(auth.user, input);
  });
