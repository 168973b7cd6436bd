import { jobPostingSchema, parseSalaryField, type JobPostingInput } from "@shared/schemas/job-posting";
import type { FormFields } from "~/lib/form.server";
import { parseInput } from "~/lib/http.server";

/** The post/edit job form as SPEC's payload: salaries as integers (blank or invalid left out), switches as booleans. */
export function jobPostingFromForm(form: FormFields): JobPostingInput {
  const text = (name: string) => form[name];
  return parseInput(jobPostingSchema, {
    title: text("title") ?? "",
    company: text("company") ?? "",
    location: text("location"),
    salary_min: parseSalaryField(form.salary_min ?? null) ?? null,
    salary_max: parseSalaryField(form.salary_max ?? null) ?? null,
    description: text("description") ?? "",
    requirements: text("requirements"),
    apply_url: text("apply_url"),
    remote: form.remote === "on",
    veteran_friendly: form.veteran_friendly === "on",
    clearance_required: text("clearance_required"),
    employment_type: text("employment_type") || undefined,
  });
}
