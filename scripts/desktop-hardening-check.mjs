// Static check run by `npm run desktop:build` (and tests/unit/desktop-hardening-check.test.ts): fails
// when any BrowserWindow or WebContents is created in desktop/ without the hardened options from
// desktop/main/security.ts, or when a weakening web preference appears anywhere in the shell.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CREATORS = [/new\s+BrowserWindow\s*\(/g, /new\s+BrowserView\s*\(/g, /new\s+WebContentsView\s*\(/g, /webContents\s*\.\s*create\s*\(/g];
const WEAKENERS = [
  /nodeIntegration\s*:\s*true/,
  /nodeIntegrationInSubFrames\s*:\s*true/,
  /nodeIntegrationInWorker\s*:\s*true/,
  /contextIsolation\s*:\s*false/,
  /sandbox\s*:\s*false/,
  /webSecurity\s*:\s*false/,
  /allowRunningInsecureContent\s*:\s*true/,
  /experimentalFeatures\s*:\s*true/,
  /webviewTag\s*:\s*true/,
  /enableRemoteModule\s*:\s*true/,
  /<webview\b/i,
  /exposeInMainWorld\s*\([^)]*,\s*ipcRenderer\s*\)/,
  /\bipcRenderer\s*:\s*ipcRenderer\b/,
];

/** The argument text of a call starting at the "(" at `open`. */
function callArguments(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** Problems in the given files ({path, text}); empty when the shell is hardened. */
export function findHardeningProblems(files) {
  const problems = [];
  for (const { path: file, text } of files) {
    for (const creator of CREATORS) {
      for (const match of text.matchAll(creator)) {
        const args = callArguments(text, match.index + match[0].length - 1);
        if (!/hardenedWindowOptions\s*\(|hardenedWebPreferences\s*\(/.test(args)) {
          problems.push(`${file}: "${match[0].trim()}" without hardenedWindowOptions()/hardenedWebPreferences()`);
        }
      }
    }
    for (const weakener of WEAKENERS) {
      if (weakener.test(text)) problems.push(`${file}: weakening setting ${weakener}`);
    }
  }
  return problems;
}

export function desktopSourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|mjs|cjs|html)$/.test(entry.name)) out.push({ path: path.relative(root, full), text: fs.readFileSync(full, "utf8") });
    }
  };
  walk(path.join(root, "desktop"));
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = findHardeningProblems(desktopSourceFiles(root));
  if (problems.length > 0) {
    console.error("Desktop hardening check failed:\n" + problems.map((p) => `  - ${p}`).join("\n"));
    process.exit(1);
  }
  console.log("Desktop hardening check: every window and web contents uses the hardened options.");
}
