/**
 * The "never" arrows of the parts file (docs/architecture.md), as `no-restricted-imports` blocks:
 * one block per part that has nevers, each naming the parts it must not import and why.
 * ESLint lets the last matching block's options replace earlier ones, so every block repeats the
 * rule that applies everywhere (no `../../../`-deep relative imports).
 */

/** How an import string reaches a part: through its alias, or relatively from a neighbour folder. */
const PARTS = {
  Routes: { folder: "remix-app/routes", reach: String.raw`^(~/|(\.\./)+(remix-app/)?)routes(/|$)` },
  Screens: { folder: "remix-app/screens", reach: String.raw`^(~/|(\.\./)+(remix-app/)?)screens(/|$)` },
  Components: { folder: "remix-app/components", reach: String.raw`^(~/|(\.\./)+(remix-app/)?)components(/|$)` },
  Domain: { folder: "remix-app/domain", reach: String.raw`^(~/|(\.\./)+(remix-app/)?)domain(/|$)` },
  Infra: { folder: "remix-app/lib", reach: String.raw`^(~/|(\.\./)+(remix-app/)?)lib(/|$)` },
  Shared: { folder: "shared", reach: String.raw`^(@shared/|(\.\./)+shared(/|$))` },
  Seed: { folder: "seed", reach: String.raw`^(\.\./)+seed(/|$)` },
  Desktop: { folder: "desktop", reach: String.raw`^(\.\./)+desktop(/|$)` },
};

/** [from, to, why], as the parts file states them. */
export const NEVERS = [
  ["Domain", "Routes", "rules know no screen"],
  ["Domain", "Screens", "rules know no screen"],
  ["Domain", "Components", "rules know no screen"],
  ["Domain", "Seed", "rules import no demo data"],
  ["Components", "Domain", "no server code in the browser bundle"],
  ["Components", "Infra", "no server code in the browser bundle"],
  ["Components", "Screens", "no server code in the browser bundle"],
  ["Shared", "Domain", "isomorphic code stays server-free"],
  ["Shared", "Infra", "isomorphic code stays server-free"],
  ["Desktop", "Domain", "the shell talks HTTP, not the database"],
  ["Desktop", "Infra", "the shell talks HTTP, not the database"],
  ["Infra", "Domain", "infrastructure knows no business rule"],
  ["Infra", "Screens", "infrastructure knows no screen"],
];

const DEEP_RELATIVE = {
  regex: String.raw`^(\.\./){3,}`,
  message: "Import through the ~/ (remix-app/) or @shared/ (shared/) alias, not ../../../.",
};

/** Extra walls a part keeps beyond its nevers: what would pull server code into the browser bundle. */
const EXTRA = {
  Components: [
    { regex: String.raw`\.server(\.tsx?)?$`, message: "Components never import a .server module, not even a type: move the view type to shared/views/." },
    { regex: String.raw`^~/root$`, message: "The root route's loader pulls the session into the bundle: the shell's types live in @shared/views/shell." },
  ],
  Shared: [{ regex: String.raw`\.server(\.tsx?)?$`, message: "isomorphic code stays server-free" }],
};

function patternsFor(part, skip = []) {
  const walls = NEVERS.filter(([from, to]) => from === part && !skip.includes(to)).map(([, to, why]) => ({
    regex: PARTS[to].reach,
    message: `${part} (${PARTS[part].folder}/) must not import ${to} (${PARTS[to].folder}/): ${why}.`,
  }));
  return [DEEP_RELATIVE, ...walls, ...(EXTRA[part] ?? [])];
}

const rule = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const SOURCES = "**/*.{ts,tsx,js,mjs,cjs}";

export const importWallConfigs = [
  { files: [SOURCES], rules: rule([DEEP_RELATIVE]) },
  ...Object.keys(PARTS)
    .filter((part) => NEVERS.some(([from]) => from === part))
    .map((part) => ({ files: [`${PARTS[part].folder}/${SOURCES}`], rules: rule(patternsFor(part)) })),
];
