import { Classes } from "@blueprintjs/core";
import { useEffect, useState } from "react";

const KEY = "vets-social-dark";

/** SPEC: a dark-mode toggle stored locally; Blueprint's dark theme on the whole screen while the hub is open. */
export function useDarkMode(): [boolean, (on: boolean) => void] {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    setDark(window.localStorage.getItem(KEY) === "1");
  }, []);
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    document.body.classList.toggle("vets-dark", dark);
    return () => {
      document.body.classList.remove(Classes.DARK, "vets-dark");
    };
  }, [dark]);
  return [
    dark,
    (on: boolean) => {
      window.localStorage.setItem(KEY, on ? "1" : "0");
      setDark(on);
    },
  ];
}
