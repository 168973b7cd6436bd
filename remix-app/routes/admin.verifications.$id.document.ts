import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActorOrNotFound } from "~/domain/access/policy.server";
import { readVerificationDocument } from "~/domain/verification/read-verification-document.server";
import { methodNotAllowed } from "~/lib/api-routes.server";
import { apiResponse } from "~/lib/http.server";
import { parseIdParam } from "~/lib/params.server";

/**
 * An uploaded verification document, for the admin reviewing it (Approvals → Verifications).
 * Never cached; an image shows in the browser, a PDF downloads (no PDF script runs on our origin);
 * the sandbox policy keeps the file from acting as a page of the site (nosniff comes from helmet).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  apiResponse(async () => {
    const auth = await requireActorOrNotFound(request, "read-verification-document");
    const doc = await readVerificationDocument(auth.user.id, parseIdParam(params.id, "Not found"));
    const disposition = doc.mime === "application/pdf" ? "attachment" : "inline";
    return new Response(new Uint8Array(doc.bytes), {
      headers: {
        "Content-Type": doc.mime,
        "Content-Length": String(doc.bytes.byteLength),
        "Content-Disposition": `${disposition}; filename="${doc.downloadName}"`,
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });

export const action = methodNotAllowed;
