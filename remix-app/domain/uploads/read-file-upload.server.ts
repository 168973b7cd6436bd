import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from "@remix-run/node";
import { badRequest, invalid, tooLarge } from "~/lib/errors.server";

// Room for the multipart boundary and part headers around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

interface UploadLimits {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/**
 * The bytes of one file field of a multipart request, held in memory and never more than
 * `maxBytes`: a declared length over the limit is refused before reading, and the parser
 * stops at the limit when the declaration lies.
 */
export async function readFileUpload(request: Request, limits: UploadLimits): Promise<Uint8Array> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    throw badRequest(`Send the file as multipart/form-data in a field named "${limits.field}"`);
  }
  if (Number(request.headers.get("Content-Length") ?? 0) > limits.maxBytes + ENVELOPE_BYTES) {
    throw tooLarge(limits.tooLargeMessage);
  }
  let form: FormData;
  try {
    form = await parseMultipartFormData(
      request,
      createMemoryUploadHandler({ maxPartSize: limits.maxBytes, filter: ({ name }) => name === limits.field }),
    );
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError) throw tooLarge(limits.tooLargeMessage);
    throw badRequest("Malformed multipart body");
  }
  const file = form.get(limits.field);
  if (!(file instanceof Blob)) throw invalid(limits.missingMessage);
  return new Uint8Array(await file.arrayBuffer());
}
