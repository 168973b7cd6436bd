import { applyNow, autoApplyNow } from "../domain/applications/apply-actions.server";
import { formId, readFormFields } from "./form.server";
import { actionResult } from "./http.server";
import { requireUserPage } from "./session.server";

/** The shared action of job screens: apply or auto-apply to the posted job_id. */
export async function handleApplyAction(request: Request) {
  const auth = await requireUserPage(request, ["veteran"]);
  const form = await readFormFields(request);
  const intent = form.intent === "auto_apply" ? "auto_apply" : "apply";
  const jobId = formId(form, "job_id");
  const run = intent === "apply" ? applyNow : autoApplyNow;
  const result = await actionResult(() => run(auth.user.id, jobId), intent === "apply" ? "Failed to apply" : "Auto-apply failed");
  return result.ok ? { intent, ok: true } : { intent, ok: false, error: result.error };
}
