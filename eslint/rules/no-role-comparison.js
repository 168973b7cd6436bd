/**
 * Who may do what is decided in one table (remix-app/domain/access/policy.server.ts). Elsewhere a
 * role compared to a literal (`user.role === "admin"`, `role !== "veteran"`) or a list of role
 * literals (`["veteran", "admin"]`, `{ in: [...] }`) is a rule outside that table: ask the policy
 * (`can`, `assertCan`, `assertSessionCan`, …) with a named action instead.
 */
const ROLES = new Set(["veteran", "employer", "admin"]);

const isRoleLiteral = (node) => node?.type === "Literal" && typeof node.value === "string" && ROLES.has(node.value);

/** `role`, `x.role`, `x?.role`, `navRole`, `user.role` — what a role value is called. */
function namesARole(node) {
  if (!node) return false;
  if (node.type === "ChainExpression") return namesARole(node.expression);
  if (node.type === "TSAsExpression" || node.type === "TSNonNullExpression") return namesARole(node.expression);
  if (node.type === "Identifier") return /role$/i.test(node.name);
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") return /role$/i.test(node.property.name);
  if (node.type === "CallExpression") return node.callee.type === "Identifier" && /role$/i.test(node.callee.name);
  return false;
}

export const noRoleComparison = {
  meta: {
    type: "problem",
    docs: { description: "Refuse role comparisons and role lists outside remix-app/domain/access/" },
    schema: [],
    messages: {
      comparison: "A role compared to \"{{role}}\" is a who-may rule outside the policy table: name an action in remix-app/domain/access/policy.server.ts and ask it (can / assertCan / assertSessionCan).",
      list: "A list of role literals is a who-may rule outside the policy table: name an action in remix-app/domain/access/policy.server.ts and ask it.",
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (node.operator !== "===" && node.operator !== "!==" && node.operator !== "==" && node.operator !== "!=") return;
        const [literal, other] = isRoleLiteral(node.right) ? [node.right, node.left] : [node.left, node.right];
        if (isRoleLiteral(literal) && namesARole(other)) context.report({ node, messageId: "comparison", data: { role: literal.value } });
      },
      ArrayExpression(node) {
        if (node.elements.length > 0 && node.elements.every(isRoleLiteral)) context.report({ node, messageId: "list" });
      },
    };
  },
};
