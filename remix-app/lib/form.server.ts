/**
 * Reading what a screen's form posted (Remix route actions). Whatever arrives — a JSON or binary
 * body, a wrong or missing Content-Type, a file where text belongs, a field given twice — reads as
 * text fields, missing ones where the body was not what the form sends. The action's own checks then
 * answer with the form's message; nothing here throws, so no junk body becomes an error page.
 * docs/decisions/013-screen-actions-and-load-failures.md
 */

/** The text fields of a form post: the first value of each field; files and unreadable bodies leave fields out. */
export type FormFields = Partial<Record<string, string>>;

const contentType = (request: Request) => (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();

/**
 * A form post as its text fields. URL-encoded bodies are what screens send (and what a browser
 * without JavaScript sends); multipart is read only where the route takes uploads (`multipart: true`).
 */
export async function readFormFields(request: Request, options: { multipart?: boolean } = {}): Promise<FormFields> {
  const type = contentType(request);
  try {
    if (type === "application/x-www-form-urlencoded") return firstValues(new URLSearchParams(await request.text()));
    if (type === "multipart/form-data" && options.multipart) return firstValues(await request.formData());
  } catch {
    // A body that breaks off or is not the multipart it claims: no fields.
  }
  return {};
}

/** A JSON post (`encType: "application/json"` fetchers) as an object; anything else is `{}`. */
export async function readJsonForm(request: Request): Promise<Record<string, unknown>> {
  if (contentType(request) !== "application/json") return {};
  try {
    const value: unknown = JSON.parse(await request.text());
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A numeric id field; anything but a positive whole number is 0, an id no record has (the domain answers "not found"). */
export function formId(fields: FormFields, name: string): number {
  const raw = fields[name]?.trim() ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(id) ? id : 0;
}

function firstValues(entries: Iterable<[string, FormDataEntryValue]>): FormFields {
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value === "string" && !fields.has(name)) fields.set(name, value);
  }
  // Own properties only: a field named __proto__ or constructor is just a field.
  return Object.fromEntries(fields);
}
