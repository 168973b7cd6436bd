import { useEffect, useRef } from "react";
import { useToast } from "~/components/shell/toaster";

/**
 * Calls `onSettled` once each time a fetcher comes back to idle after a submit (its `data` is the
 * answer by then), and never on the first render or while idle.
 */
export function useSubmitSettled(state: "idle" | "loading" | "submitting", onSettled: () => void) {
  const submitted = useRef(false);
  const latest = useRef(onSettled);
  latest.current = onSettled;
  useEffect(() => {
    if (state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    latest.current();
  }, [state]);
}

export type ActionOutcome = { ok: true; message: string } | { ok: false; error: string };

/** The usual answer to a back-office action: its message as a toast, and `onOk` after a success. */
export function useOutcomeToast(fetcher: { state: "idle" | "loading" | "submitting"; data?: ActionOutcome }, onOk: () => void) {
  const toast = useToast();
  useSubmitSettled(fetcher.state, () => {
    const data = fetcher.data;
    if (!data) return;
    if (data.ok) {
      toast(data.message, "success");
      onOk();
    } else toast(data.error, "danger");
  });
}
