import { domainAreaOrder } from "./rules/domain-area-order.js";

/** The one-way order of the domain's areas as lint (docs/decisions/122): every file under remix-app/domain/. */
export const domainAreasPlugin = { rules: { order: domainAreaOrder } };

export const domainAreaConfigs = [
  {
    files: ["remix-app/domain/**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "domain-areas": domainAreasPlugin },
    rules: { "domain-areas/order": "error" },
  },
];
