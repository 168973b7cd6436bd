import { applyNow, autoApplyNow } from "~/domain/applications/apply-actions.server";
import { invalid } from "~/lib/errors.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";
import { requirePageActor } from "~/domain/access/policy.server";

const MAX_COVER_LETTER = 10_000;

/** The shared action of job screens: apply or auto-apply to the posted job_id. */
export async function handleApplyAction(request: Request) {
  const auth = await requirePageActor(request, "apply-to-job");
  const form = await readFormFields(request);
  const intent = form.intent === "auto_apply" ? "auto_apply" : "apply";
  const jobId = formId(form, "job_id");
  // The letter the dialog showed, as the veteran left it; absent: sent without a letter.
  const letter = typeof form.cover_letter === "string" ? form.cover_letter : null;
  // The resume the dialog picked: "uploaded:ID" or "builder:ID"; absent: the latest.
  const picked = typeof form.resume === "string" ? /^(uploaded|builder):(\d{1,9})$/.exec(form.resume) : null;
  const resume = picked ? (picked[1] === "uploaded" ? { uploadedResumeId: Number(picked[2]) } : { resumeId: Number(picked[2]) }) : {};
  const result = await actionResult(
    () => {
      if (intent === "auto_apply") return autoApplyNow(auth.user.id, jobId);
      if (letter && letter.length > MAX_COVER_LETTER) throw invalid("The cover letter is too long (10,000 characters at most)");
      return applyNow(auth.user.id, jobId, letter, resume);
    },
    intent === "apply" ? "Failed to apply" : "Auto-apply failed",
  );
  return result.ok ? { intent, ok: true } : { intent, ok: false, error: result.error };
}
