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

/** Text fields that travel with the file are short; anything longer is not what the form sends. */
const TEXT_FIELD_MAX_BYTES = 4096;

/**
 * One file field and the named text fields of a multipart request (a form with a file and a few
 * choices), with the same limits as readFileUpload, and the file's name as sent (for showing only).
 * Other fields are ignored.
 */
export async function readFileUploadWithFields(
  request: Request,
  limits: UploadLimits,
  textFields: readonly string[],
): Promise<{ bytes: Uint8Array; fields: Partial<Record<string, string>>; fileName: string }> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    throw badRequest(`Send the file as multipart/form-data in a field named "${limits.field}"`);
  }
  if (Number(request.headers.get("Content-Length") ?? 0) > limits.maxBytes + ENVELOPE_BYTES) {
    throw tooLarge(limits.tooLargeMessage);
  }
  const files = createMemoryUploadHandler({ maxPartSize: limits.maxBytes, filter: ({ name }) => name === limits.field });
  const text = createMemoryUploadHandler({ maxPartSize: TEXT_FIELD_MAX_BYTES });
  let form: FormData;
  try {
    form = await parseMultipartFormData(request, async (part) => {
      if (part.filename === undefined) return textFields.includes(part.name) ? text(part) : undefined;
      return files(part);
    });
  } catch (e) {
    if (e instanceof MaxPartSizeExceededError) throw e.field === limits.field ? tooLarge(limits.tooLargeMessage) : badRequest("A form field is too large");
    throw badRequest("Malformed multipart body");
  }
  const file = form.get(limits.field);
  if (!(file instanceof Blob)) throw invalid(limits.missingMessage);
  const fields: Partial<Record<string, string>> = {};
  for (const name of textFields) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  const fileName = file instanceof File ? file.name : "";
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields, fileName };
}
