import { OverlayToaster, Position, type Intent, type Toaster } from "@blueprintjs/core";
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from "react";

export interface ToastOptions {
  /** A button in the toast, e.g. "View" that opens what the toast is about. */
  action?: { text: string; onClick: () => void };
}

type ShowToast = (message: string, intent?: Intent, options?: ToastOptions) => void;
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
  const show = useCallback<ShowToast>((message, intent = "primary", options = {}) => {
    if (typeof window === "undefined") return;
    toaster.current ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
    void toaster.current.then((t) => t.show({ message, intent, icon: ICONS[intent], timeout: options.action ? 6000 : 4000, action: options.action }));
  }, []);
  const value = useMemo(() => show, [show]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
