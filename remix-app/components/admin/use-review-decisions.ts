import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "~/components/shell/toaster";
import type { DecisionResult, ReviewDecision } from "./review-types";

function failureToast(kind: ReviewDecision["kind"]): string {
  return kind === "employer" ? "Failed to update employer" : "Failed to update verification";
}

/**
 * One fetcher for the whole page: the card that started a decision disappears from the queue
 * when it succeeds, so the feedback cannot live in the card.
 */
export function useReviewDecisions() {
  const fetcher = useFetcher<DecisionResult>();
  const toast = useToast();
  const [pending, setPending] = useState<ReviewDecision | null>(null);
  const [rejectTarget, setRejectTarget] = useState<ReviewDecision | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const inFlight = useRef<ReviewDecision | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !inFlight.current) return;
    const decision = inFlight.current;
    inFlight.current = null;
    setPending(null);
    const data = fetcher.data;
    if (data?.ok) {
      toast(data.message, "success");
      if (decision.decision === "reject") setRejectTarget(null);
      return;
    }
    const detail = data && !data.ok ? data.error : "Please try again.";
    toast(`${failureToast(decision.kind)}: ${detail}`, "danger");
    if (decision.decision === "reject") setRejectError(detail);
  }, [fetcher.state, fetcher.data, toast]);

  const submit = useCallback(
    (decision: ReviewDecision) => {
      inFlight.current = decision;
      setPending(decision);
      fetcher.submit(
        { kind: decision.kind, decision: decision.decision, id: String(decision.id), name: decision.name, reason: decision.reason ?? "" },
        { method: "post" },
      );
    },
    [fetcher],
  );

  return {
    busyKey: pending ? `${pending.kind}:${pending.id}` : null,
    approve: (kind: ReviewDecision["kind"], id: number, name: string) => submit({ kind, decision: "approve", id, name }),
    openReject: (kind: ReviewDecision["kind"], id: number, name: string) => {
      setRejectError(null);
      setRejectTarget({ kind, decision: "reject", id, name });
    },
    confirmReject: (reason: string) => rejectTarget && submit({ ...rejectTarget, reason }),
    closeReject: () => {
      if (!pending) setRejectTarget(null);
    },
    rejectTarget,
    rejectError,
    rejecting: pending?.decision === "reject",
  };
}

export type ReviewDecisions = ReturnType<typeof useReviewDecisions>;
