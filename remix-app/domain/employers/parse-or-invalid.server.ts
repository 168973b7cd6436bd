import type { z } from "zod";
import { describeIssues } from "@shared/schemas/employer-registration";
import { invalid } from "~/lib/errors.server";

/**
 * Validates with a shared employer schema; the first broken rule becomes the 422 detail as
 * written (lib's parseInput would prefix field keys to messages that already read on their own).
 */
export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(describeIssues(result.error).first);
  return result.data;
}
