import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActorOrNotFound } from "~/domain/access/policy.server";
import { readApplicationResume } from "~/domain/applications/application-resumes.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/**
 * The resume that went with an application: the uploaded file as it was sent, or the builder
 * resume as a PDF. To its veteran and its job's employer only; anyone else, signed out included,
 * gets a 404. Always a download (no PDF script runs on our origin), never cached, never sniffed.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireActorOrNotFound(request, "read-application-resume");
    const file = await readApplicationResume(auth.user.id, parseIdParam(params.id, "Not found"));
    // X-Content-Type-Options: nosniff comes from the server's helmet defaults.
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.mime,
        "Content-Length": String(file.bytes.byteLength),
        "Content-Disposition": `attachment; filename="${file.downloadName}"`,
        "Cache-Control": "private, no-store",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  });

export const action = methodNotAllowed;
