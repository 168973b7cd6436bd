import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { readFileUploadWithFields } from "~/domain/uploads/read-file-upload.server";
import { submitVerification } from "~/domain/verification/submit-verification.server";
import { VERIFICATION_UPLOAD_LIMITS } from "~/domain/verification/verification-document.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST multipart/form-data: `document_type` and the file `document` (PDF or image, at most 10 MB). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "request-verification");
    const upload = await readFileUploadWithFields(request, VERIFICATION_UPLOAD_LIMITS, ["document_type"]);
    return Response.json(await submitVerification(auth.user.id, upload), { status: 201 });
  });
