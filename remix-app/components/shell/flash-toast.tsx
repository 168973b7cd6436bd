import { useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FLASH_MESSAGES, type FlashKey } from "@shared/messages";
import { useToast } from "./toaster";
import { clearStoredExceptTheme } from "./theme";

/** Shows the toast a redirect asked for (?flash=key) once, then drops the parameter from the URL. */
export function FlashToast() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const key = params.get("flash");
  const location = useLocation();
  // One toast per arrival: the effect may run again (a new toast or setter identity) before the
  // parameter is gone from the URL.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !(key in FLASH_MESSAGES)) return;
    const arrival = `${location.key}:${key}`;
    if (shown.current === arrival) return;
    shown.current = arrival;
    const flash = FLASH_MESSAGES[key as FlashKey];
    toast(flash.message, flash.intent);
    if (key === "logged_out" || key === "account_deleted") clearStoredExceptTheme();
    setParams(
      (prev) => {
        prev.delete("flash");
        return prev;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, location.key, toast, setParams]);
  return null;
}
