import { z } from "zod";

/** PATCH /api/admin/job-sources/:source: turn a source on or off, replace its boards, change its interval. */
export const jobSourcePatchSchema = z
  .object({
    enabled: z.boolean({ error: "enabled must be true or false" }).optional(),
    boards: z
      .array(
        z.union([
          z.string().trim().min(1, "a board cannot be empty").max(2048).transform((board) => ({ board })),
          z.object({ board: z.string().trim().min(1, "a board cannot be empty").max(2048), company: z.string().trim().min(1).max(191).optional() }).strict(),
        ]),
        { error: "boards must be a list of board tokens, site names or page URLs" },
      )
      .max(500, "at most 500 boards")
      .optional(),
    interval_minutes: z.number({ error: "interval_minutes must be a number" }).int("interval_minutes must be a whole number").optional(),
  })
  .strict();

export type JobSourcePatch = z.infer<typeof jobSourcePatchSchema>;
