/**
 * Routes and screens are glue: they call domain functions, which own every query. Importing the
 * database client (`~/lib/db.server`) there puts a query, and so a rule, outside the domain.
 */
const DB_MODULE = /(^~\/lib\/db\.server$)|(^(\.\.\/)+(remix-app\/)?lib\/db\.server$)/;

export const noDbInRoutes = {
  meta: {
    type: "problem",
    docs: { description: "Refuse importing ~/lib/db.server from remix-app/routes and remix-app/screens" },
    schema: [],
    messages: {
      db: "Routes and screens never import ~/lib/db.server: call a domain function (remix-app/domain/<area>) that owns the query.",
    },
  },
  create(context) {
    const check = (node, source) => {
      if (source && typeof source.value === "string" && DB_MODULE.test(source.value)) context.report({ node, messageId: "db" });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
    };
  },
};
