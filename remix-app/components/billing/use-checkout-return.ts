import { useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  PAYMENT_EXPIRED_MESSAGE,
  PAYMENT_POLL_ATTEMPTS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_SUCCESS_MESSAGE,
  PAYMENT_TIMEOUT_MESSAGE,
} from "@shared/billing";
import { useToast } from "~/components/shell/toaster";

/**
 * SPEC §4 Payment: back from checkout with ?session_id=…, the parameter leaves the address and the
 * status is polled every 2 s, at most 5 times: paid → success toast and fresh data; expired → an
 * error; no answer by then → a time-out error. The status only reads what fulfilment wrote.
 */
export function useCheckoutReturn(): { checking: boolean } {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const revalidator = useRevalidator();
  const sessionId = params.get("session_id");
  const [polling, setPolling] = useState<string | null>(null);
  const seen = useRef<string | null>(null);

  // Take the id out of the address first (a reload must not poll again), then poll for it.
  useEffect(() => {
    if (!sessionId || seen.current === sessionId) return;
    seen.current = sessionId;
    setPolling(sessionId);
    setParams(
      (prev) => {
        prev.delete("session_id");
        return prev;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [sessionId, setParams]);

  useEffect(() => {
    if (!polling) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (message: string, intent: "success" | "danger") => {
      setPolling(null);
      toast(message, intent);
      if (intent === "success") revalidator.revalidate();
    };
    const poll = async (attempt: number) => {
      if (cancelled) return;
      try {
        const res = await fetch(`/api/billing/status/${encodeURIComponent(polling)}`, { headers: { Accept: "application/json" } });
        const body = res.ok ? ((await res.json()) as { payment_status?: string; status?: string }) : null;
        if (cancelled) return;
        if (body?.payment_status === "paid") return finish(PAYMENT_SUCCESS_MESSAGE, "success");
        if (body?.status === "expired") return finish(PAYMENT_EXPIRED_MESSAGE, "danger");
      } catch {
        // a failed check counts as an attempt
      }
      if (attempt >= PAYMENT_POLL_ATTEMPTS) return finish(PAYMENT_TIMEOUT_MESSAGE, "danger");
      timer = setTimeout(() => void poll(attempt + 1), PAYMENT_POLL_INTERVAL_MS);
    };
    void poll(1);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one polling run per returned session
  }, [polling]);

  const checking = polling !== null;
  return { checking };
}

/** POST a billing call of our own API and follow the URL it returns (checkout, card update). */
export async function postAndFollow(path: string, body: object): Promise<{ ok: true } | { ok: false; detail: string | null }> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...body, origin_url: window.location.origin }),
    });
    const json = (await res.json().catch(() => ({}))) as { url?: string; detail?: string };
    if (!res.ok || !json.url) return { ok: false, detail: json.detail ?? null };
    window.location.assign(json.url);
    return { ok: true };
  } catch {
    return { ok: false, detail: null };
  }
}
