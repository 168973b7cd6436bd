import { notFound } from "./errors.server";

/** A numeric route id; anything else is a 404 (an id that cannot exist). */
export function parseIdParam(value: string | undefined, notFoundDetail: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(notFoundDetail);
  return id;
}
