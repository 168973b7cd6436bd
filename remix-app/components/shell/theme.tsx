import { Classes } from "@blueprintjs/core";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** Where this browser keeps the person's choice: "dark" or "light"; absent means "follow the system". */
export const THEME_KEY = "vets-theme";
/** The Social hub's older switch, read once so a choice made there carries over. */
const LEGACY_SOCIAL_KEY = "vets-social-dark";
const THEME_CLASSES = [Classes.DARK, "vets-dark"];

/**
 * Runs inline in <head> before the body is drawn, so a dark page never flashes light: the same
 * rule as `isDarkChosen` below, written out as a script.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var v=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(v===null){var o=localStorage.getItem(${JSON.stringify(LEGACY_SOCIAL_KEY)});if(o==="1")v="dark";}var d=v?v==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;if(d){var c=document.documentElement.classList;${THEME_CLASSES.map((c) => `c.add(${JSON.stringify(c)})`).join(";")};}}catch(e){}})();`;

type Choice = "dark" | "light" | null;

function readChoice(): Choice {
  const v = window.localStorage.getItem(THEME_KEY);
  if (v === "dark" || v === "light") return v;
  return window.localStorage.getItem(LEGACY_SOCIAL_KEY) === "1" ? "dark" : null;
}

interface Theme {
  dark: boolean;
  setDark: (dark: boolean) => void;
}

const ThemeContext = createContext<Theme>({ dark: false, setDark: () => undefined });

/** Blueprint's dark theme on the whole document, following the system until the person chooses. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<Choice>(null);
  const [systemDark, setSystemDark] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    setChoice(readChoice());
    setSystemDark(query.matches);
    setReady(true);
    const update = () => setSystemDark(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const dark = choice ? choice === "dark" : systemDark;
  useEffect(() => {
    if (!ready) return;
    for (const c of THEME_CLASSES) document.documentElement.classList.toggle(c, dark);
  }, [dark, ready]);
  const setDark = useCallback((on: boolean) => {
    window.localStorage.setItem(THEME_KEY, on ? "dark" : "light");
    window.localStorage.removeItem(LEGACY_SOCIAL_KEY);
    setChoice(on ? "dark" : "light");
  }, []);
  const value = useMemo(() => ({ dark, setDark }), [dark, setDark]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  return useContext(ThemeContext);
}

/** Sign-out forgets what this browser kept for the person (drafts, filters), but not the look of the site. */
export function clearStoredExceptTheme(): void {
  const theme = window.localStorage.getItem(THEME_KEY);
  window.localStorage.clear();
  if (theme) window.localStorage.setItem(THEME_KEY, theme);
}
