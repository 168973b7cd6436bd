import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { FLASH_MESSAGES, type FlashKey } from "@shared/messages";
import { useToast } from "./toaster";

/** Shows the toast a redirect asked for (?flash=key) once, then drops the parameter from the URL. */
export function FlashToast() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const key = params.get("flash");
  useEffect(() => {
    if (!key || !(key in FLASH_MESSAGES)) return;
    const flash = FLASH_MESSAGES[key as FlashKey];
    toast(flash.message, flash.intent);
    if (key === "logged_out" || key === "account_deleted") window.localStorage.clear();
    setParams(
      (prev) => {
        prev.delete("flash");
        return prev;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, toast, setParams]);
  return null;
}
