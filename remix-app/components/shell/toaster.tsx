import { OverlayToaster, Position, type Intent, type Toaster } from "@blueprintjs/core";
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from "react";

type ShowToast = (message: string, intent?: Intent) => void;
const ToastContext = createContext<ShowToast>(() => undefined);

const ICONS: Partial<Record<Intent, "tick-circle" | "error" | "warning-sign" | "info-sign">> = {
  success: "tick-circle",
  danger: "error",
  warning: "warning-sign",
  primary: "info-sign",
};

/** One Blueprint toaster for the app, created on first use in the browser. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<Promise<Toaster> | null>(null);
  const show = useCallback<ShowToast>((message, intent = "primary") => {
    if (typeof window === "undefined") return;
    toaster.current ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
    void toaster.current.then((t) => t.show({ message, intent, icon: ICONS[intent], timeout: 4000 }));
  }, []);
  const value = useMemo(() => show, [show]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
