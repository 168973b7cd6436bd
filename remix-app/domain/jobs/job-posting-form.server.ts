import { jobPostingSchema, parseSalaryField, type JobPostingInput } from "../../../shared/schemas/job-posting";
import { parseInput } from "../../lib/http.server";

/** The post/edit job form as SPEC's payload: salaries as integers (blank or invalid left out), switches as booleans. */
export function jobPostingFromForm(form: FormData): JobPostingInput {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return parseInput(jobPostingSchema, {
    title: text("title") ?? "",
    company: text("company") ?? "",
    location: text("location"),
    salary_min: parseSalaryField(form.get("salary_min")) ?? null,
    salary_max: parseSalaryField(form.get("salary_max")) ?? null,
    description: text("description") ?? "",
    requirements: text("requirements"),
    apply_url: text("apply_url"),
    remote: form.get("remote") === "on",
    veteran_friendly: form.get("veteran_friendly") === "on",
    clearance_required: text("clearance_required"),
    employment_type: text("employment_type") || undefined,
  });
}
