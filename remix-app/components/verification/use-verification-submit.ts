import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { VERIFICATION_MESSAGES } from "@shared/schemas/verification";
import { useToast } from "~/components/shell/toaster";
import { useSubmitSettled } from "~/components/common/use-submit-settled";

export const VERIFICATION_FETCHER_KEY = "verification-submit";

type SubmitResult = { ok: true } | { ok: false; error: string };

/**
 * The submit fetcher and its feedback, used by the page rather than the form: a successful
 * submit turns the page to "pending" and unmounts the form before it could say so.
 */
export function useVerificationSubmit() {
  const fetcher = useFetcher<SubmitResult>({ key: VERIFICATION_FETCHER_KEY });
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  useSubmitSettled(fetcher.state, () => {
    if (fetcher.data?.ok) {
      setError(null);
      toast(VERIFICATION_MESSAGES.submitted, "success");
    } else {
      setError(fetcher.data && !fetcher.data.ok ? fetcher.data.error : VERIFICATION_MESSAGES.submitFailed);
      toast(VERIFICATION_MESSAGES.submitFailed, "danger");
    }
  });

  return { fetcher, error };
}
