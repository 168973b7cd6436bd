import type { ActionFunctionArgs } from "@remix-run/node";
import { requireApiActor } from "~/domain/access/policy.server";
import { RESUME_UPLOAD_LIMITS, storeUploadedResume } from "~/domain/applications/application-resumes.server";
import { readFileUploadWithFields } from "~/domain/uploads/read-file-upload.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse, jsonError } from "~/lib/http.server";

export const loader = methodNotAllowed;

/** POST multipart/form-data with the file `file`: a PDF or DOCX resume (at most 5 MB, judged by its content). */
export const action = ({ request }: ActionFunctionArgs) =>
  apiResponse(async () => {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const auth = await requireApiActor(request, "upload-resume");
    const upload = await readFileUploadWithFields(request, RESUME_UPLOAD_LIMITS, []);
    return Response.json(await storeUploadedResume(auth.user, upload), { status: 201 });
  });
