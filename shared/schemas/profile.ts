import { z } from "zod";
import { ONE_LINE, oneLineMessage, PLAIN_NAME, plainNameMessage } from "./one-line";
import { CLEARANCE_LEVELS, parseClearance, type ClearanceLevel } from "@shared/clearance";
import { MILITARY_BRANCHES, normalizeBranch } from "@shared/military-branches";

/**
 * PUT /api/veteran/profile and the profile screen. A field left out stays as it is; null or
 * an empty string clears it. Unknown keys (email, verified_status, subscription_tier, role…)
 * are dropped, so echoing the whole profile back never changes what the owner may not change.
 */

export const LIST_MAX_ITEMS = 50;
export const LIST_ITEM_MAX_LENGTH = 80;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );
}

/** optionalText on one line (names, titles, places: they reach log lines and email subjects). */
function optionalLine(label: string, max: number) {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .regex(ONE_LINE, oneLineMessage(label))
      .nullable()
      .optional(),
  );
}

/** SPEC §5: comma-separated text splits on commas, empty items dropped; arrays are taken as they are. */
export function splitList(value: string): string[] {
  return value.split(",").map((item) => item.trim()).filter(Boolean);
}

function listField(label: string) {
  return z.preprocess(
    (v) => (v === null ? [] : typeof v === "string" ? splitList(v) : v),
    z
      .array(z.string({ error: `${label} must be a list of text` }).trim().max(LIST_ITEM_MAX_LENGTH, `Each item of ${label.toLowerCase()} must be at most ${LIST_ITEM_MAX_LENGTH} characters`), {
        error: `${label} must be a list of text`,
      })
      .max(LIST_MAX_ITEMS, `${label} can hold at most ${LIST_MAX_ITEMS} items`)
      .transform(dedupeList)
      .optional(),
  );
}

/** Drops empty items and case-insensitive repeats, keeping the first spelling and the order. */
export function dedupeList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

const branchField = z.preprocess(
  blankToNull,
  z
    .string({ error: "Branch must be text" })
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return v;
      const branch = normalizeBranch(v);
      if (!branch) {
        ctx.addIssue({ code: "custom", message: `Branch must be one of ${MILITARY_BRANCHES.join(", ")}` });
        return z.NEVER;
      }
      return branch;
    }),
);

const clearanceField = z.preprocess(
  blankToNull,
  z
    .string({ error: "Clearance level must be text" })
    .nullable()
    .optional()
    .transform((v, ctx): ClearanceLevel | null | undefined => {
      if (v === null || v === undefined) return v;
      const parsed = parseClearance(v);
      if (parsed === null || parsed === "Required") {
        ctx.addIssue({ code: "custom", message: `Clearance level must be one of ${CLEARANCE_LEVELS.join(", ")}` });
        return z.NEVER;
      }
      return parsed;
    }),
);

/** SPEC §5: years of service is an integer, or null when empty. */
const yearsField = z.preprocess(
  (v) => {
    const blank = blankToNull(v);
    if (typeof blank === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(blank)) return Number(blank);
    return blank;
  },
  z
    .number({ error: "Years of service must be a whole number" })
    .int("Years of service must be a whole number")
    .min(0, "Years of service cannot be negative")
    .max(60, "Years of service must be at most 60")
    .nullable()
    .optional(),
);

export const profileUpdateSchema = z
  .object({
    full_name: z
      .string({ error: "Full name is required" })
      .trim()
      .min(1, "Full name is required")
      .max(120, "Full name must be at most 120 characters")
      .regex(ONE_LINE, oneLineMessage("Full name"))
      .regex(PLAIN_NAME, plainNameMessage("Full name"))
      .optional(),
    phone: z.preprocess(
      blankToNull,
      z
        .string({ error: "Phone must be text" })
        .trim()
        .max(40, "Phone must be at most 40 characters")
        .regex(/^[0-9+().\-\s/x]*$/i, "Enter a valid phone number")
        .nullable()
        .optional(),
    ),
    location: optionalLine("Location", 120),
    headline: optionalLine("Headline", 200),
    bio: optionalText("Bio", 5000),
    military_branch: branchField,
    branch: branchField,
    military_rank: optionalLine("Rank", 80),
    mos_code: optionalLine("MOS/Rating", 20),
    years_of_service: yearsField,
    clearance_level: clearanceField,
    deployments: optionalText("Deployments", 2000),
    unit: optionalLine("Unit/Command", 200),
    current_position: optionalLine("Current position", 200),
    desired_roles: listField("Desired roles"),
    skills: listField("Skills"),
    industries: listField("Industries"),
  })
  .transform(({ branch, military_branch, ...rest }) => ({
    ...rest,
    // SPEC's profile carries both names; military_branch wins when both are sent.
    military_branch: military_branch !== undefined ? military_branch : branch,
  }));

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
