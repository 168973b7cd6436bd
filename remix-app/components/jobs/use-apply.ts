import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { PlanHints } from "@shared/billing";
import { useToast } from "~/components/shell/toaster";

export interface ApplyActionData {
  intent: "apply" | "auto_apply";
  ok: boolean;
  error?: string;
}

/**
 * Apply and auto-apply from job screens through the route's action. A free-trial user who
 * tries auto-apply gets SPEC's message (from the loader's plan hints) and goes to /billing after 2 seconds (SPEC says /profile;
 * every upsell leads to the billing screen, see README).
 */
export function useApply(action: string, hints: PlanHints | null) {
  const fetcher = useFetcher<ApplyActionData>();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const { intent, ok, error } = fetcher.data;
    if (ok) toast(intent === "apply" ? "Application submitted successfully!" : "Auto-Applied! Application submitted successfully.", "success");
    else toast(error ?? (intent === "apply" ? "Failed to apply" : "Auto-apply failed"), "danger");
  }, [fetcher.state, fetcher.data, toast]);

  const busyJobId = fetcher.state !== "idle" ? Number(fetcher.formData?.get("job_id")) : null;
  return {
    busyJobId,
    /** Sends exactly the letter shown, or none (null), with the resume picked ("uploaded:ID" / "builder:ID"; null: the latest). */
    apply: (jobId: number, coverLetter: string | null, resume: string | null = null) =>
      fetcher.submit(
        { intent: "apply", job_id: String(jobId), ...(coverLetter !== null ? { cover_letter: coverLetter } : {}), ...(resume ? { resume } : {}) },
        { method: "post", action },
      ),
    autoApply: (jobId: number) => {
      // The server's own refusal for this plan (allowances.server.ts), shown before a round trip.
      if (hints?.auto_apply) {
        toast(hints.auto_apply, "warning");
        setTimeout(() => navigate("/billing"), 2000);
        return;
      }
      fetcher.submit({ intent: "auto_apply", job_id: String(jobId) }, { method: "post", action });
    },
  };
}
