import { jobPostingFormSchema, type JobPostingInput } from "@shared/schemas/job-posting";
import { readSubmission } from "~/lib/form-submission.server";
import { actionResult } from "~/lib/http.server";

/**
 * The post/edit job form's action: the fields checked as the browser checks them, then `save`. Returns Conform's reply
 * (every field's messages, or the domain's refusal as the form's message) to show, or null once saved.
 */
export async function submitJobPosting(request: Request, save: (input: JobPostingInput) => Promise<unknown>, fallback: string) {
  const submission = await readSubmission(request, jobPostingFormSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") return { reply: submission.reply() };
  const result = await actionResult(() => save(submission.value), fallback);
  if (!result.ok) return { reply: submission.reply({ formErrors: [result.error] }) };
  return null;
}
