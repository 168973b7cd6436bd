import path from "node:path";

/**
 * The areas of remix-app/domain/, lowest tier first (docs/decisions/122). A file of an area may
 * import its own area and the areas of lower tiers, never one of its own tier or above: the
 * imports between areas run one way, so an area can be read, tested and changed knowing only
 * what lies below it. A new area takes a tier here before it can import or be imported.
 */
export const DOMAIN_AREA_TIERS = [
  ["access", "audit", "communication", "matching", "notifications", "postings", "uploads"],
  ["billing", "desktop", "fit", "social", "support", "verification"],
  ["messaging", "writing"],
  ["applications"],
  ["accounts", "activity", "jobs"],
  ["admin", "auto-apply", "dashboard", "employers", "translate"],
  ["profiles"],
];

const TIER = new Map(DOMAIN_AREA_TIERS.flatMap((areas, tier) => areas.map((area) => [area, tier])));

const DOMAIN_DIR = "remix-app/domain/";
const ALIAS = /^~\/domain\/([^/]+)\//;

/** The domain area a file of the repository belongs to, or null outside remix-app/domain/<area>/. */
function areaOfFile(file) {
  const at = file.replaceAll("\\", "/").lastIndexOf(DOMAIN_DIR);
  if (at < 0) return null;
  const parts = file.replaceAll("\\", "/").slice(at + DOMAIN_DIR.length).split("/");
  return parts.length > 1 ? parts[0] : null;
}

/** The area an import names: through the ~/domain alias, or relatively into another area's folder. */
function areaOfImport(spec, importer) {
  const alias = ALIAS.exec(spec);
  if (alias) return alias[1];
  if (!spec.startsWith(".")) return null;
  return areaOfFile(path.posix.join(path.posix.dirname(importer.replaceAll("\\", "/")), spec) + "/x");
}

export const domainAreaOrder = {
  meta: {
    type: "problem",
    docs: { description: "Domain areas import only areas of lower tiers (eslint/rules/domain-area-order.js)" },
    schema: [],
    messages: {
      upward: "domain/{{from}} (tier {{fromTier}}) must not import domain/{{to}} (tier {{toTier}}): areas import only lower tiers (docs/decisions/122). Move the function to the area it belongs to, or below both.",
      unplaced: "domain/{{area}} has no tier: place it in DOMAIN_AREA_TIERS (eslint/rules/domain-area-order.js) before it imports or is imported across areas.",
    },
  },
  create(context) {
    const from = areaOfFile(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const to = areaOfImport(source.value, context.filename);
      if (!to || to === from) return;
      for (const area of [from, to]) {
        if (!TIER.has(area)) return context.report({ node, messageId: "unplaced", data: { area } });
      }
      const fromTier = TIER.get(from);
      const toTier = TIER.get(to);
      if (toTier >= fromTier) context.report({ node, messageId: "upward", data: { from, to, fromTier: fromTier + 1, toTier: toTier + 1 } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
    };
  },
};
