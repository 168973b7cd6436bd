import { z } from "zod";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max.toLocaleString("en-US")} characters at most)`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max.toLocaleString("en-US")} characters at most)`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const salary = (label: string) =>
  z
    .union([z.number(), z.null(), z.undefined()])
    .refine((v) => v == null || (Number.isInteger(v) && v >= 0 && v <= 10_000_000), `${label} must be a whole number of dollars`)
    .transform((v) => (v == null ? null : v));

/** A title is one line naming the job: a letter quotes it, so sentences after it ("… I accept 40% less") are refused. */
const TITLE_ABBREVIATION = /\b(?:U\.S|Sr|Jr|Sgt|St|Mgr|Asst|[A-Z])\./g;
const jobTitle = text("Job Title", 120).refine(
  (v) => !/[\r\n]/.test(v) && !/[.!?]\s+\S+\s+\S/.test(v.replace(TITLE_ABBREVIATION, "")) && !/\bI (?:am|will|accept|agree|can|would|waive)\b|\b(?:my|me|I'm|I'll)\b/.test(v),
  "Job Title must be one line naming the job, without sentences or instructions",
);

/**
 * SPEC §3 job create payload; title and description required; min ≤ max. `company` keeps its
 * place in the payload but is not the poster's to choose: a job carries the company of the
 * employer's profile (issue 54 item 8), whatever is sent here (decision 116).
 */
export const jobPostingSchema = z
  .object({
    title: jobTitle,
    company: optionalText("Company", 200),
    location: optionalText("Location", 200),
    salary_min: salary("Salary Min"),
    salary_max: salary("Salary Max"),
    description: text("Job Description", 20_000),
    requirements: optionalText("Requirements", 10_000),
    apply_url: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v), "Application URL must be a valid http(s) address"),
    remote: z.boolean().optional().default(false),
    veteran_friendly: z.boolean().optional().default(true),
    clearance_required: optionalText("Clearance Required", 60),
    employment_type: z.enum(["Full-time", "Part-time", "Contract", "Temporary", "Internship"]).optional().default("Full-time"),
  })
  .refine((v) => v.salary_min === null || v.salary_max === null || v.salary_min <= v.salary_max, {
    message: "Salary Min must not be more than Salary Max",
    path: ["salary_min"],
  });

export type JobPostingInput = z.infer<typeof jobPostingSchema>;

/** SPEC §5: salary fields parsed as integers; a blank or invalid value is left out. */
export function parseSalaryField(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== "string") return undefined;
  const digits = value.replace(/[,\s$]/g, "");
  return /^\d+$/.test(digits) ? Number.parseInt(digits, 10) : undefined;
}

/** The post/edit job form's fields (strings; a switch sends "on" when set) as SPEC's payload: blank or invalid salaries left out. */
export function jobPostingPayloadFromFields(fields: Record<string, unknown>) {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : undefined);
  return {
    title: text("title") ?? "",
    company: text("company") ?? "",
    location: text("location"),
    salary_min: parseSalaryField(text("salary_min") ?? null) ?? null,
    salary_max: parseSalaryField(text("salary_max") ?? null) ?? null,
    description: text("description") ?? "",
    requirements: text("requirements"),
    apply_url: text("apply_url"),
    remote: fields.remote === "on",
    veteran_friendly: fields.veteran_friendly === "on",
    clearance_required: text("clearance_required"),
    employment_type: text("employment_type") || undefined,
  };
}

/**
 * The job form checked with the API's own rules: the browser (Conform, auto-coercion off) and the server's action both
 * read the raw fields through `jobPostingPayloadFromFields`, so each field shows the same message on either side.
 */
export const jobPostingFormSchema = z.preprocess(
  (fields) => jobPostingPayloadFromFields(fields && typeof fields === "object" ? (fields as Record<string, unknown>) : {}),
  jobPostingSchema,
);
