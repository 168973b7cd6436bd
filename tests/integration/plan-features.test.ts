import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_FEATURES, featureLabels, featureRoute, type PlanFeature } from "@shared/plan-features";
import { ALL_PLANS } from "@shared/plans";
import { PLAN_ACTIONS } from "~/domain/billing/allowances.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let veteran: TestAccount;
let employer: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  veteran = await registerAccount(api, `plan-features-vet-${process.pid}@example.com`);
  await getDb().subscription.update({ where: { userId: veteran.userId }, data: { tier: "elite", status: "active" } });
  employer = await registerAccount(api, `plan-features-emp-${process.pid}@example.com`, "employer");
  await createEmployerProfile(employer.userId, { planId: "enterprise" });
});
afterAll(async () => server?.close());

const planNumbers = (plan: (typeof ALL_PLANS)[number]) => ({ postingsPerMonth: plan.postingsPerMonth, searchesPerMonth: plan.searchesPerMonth });

describe("every feature a plan lists is in the product", () => {
  it("lists only catalogued features, each with its screen", () => {
    for (const plan of ALL_PLANS) {
      expect(plan.features, plan.id).toEqual(featureLabels(plan.featureIds, planNumbers(plan)));
      for (const label of plan.features) expect(featureRoute(label), `${plan.id}: "${label}"`).toBeDefined();
    }
  });

  it("names only allowances the billing rules decide", () => {
    const features: PlanFeature[] = Object.values(PLAN_FEATURES);
    for (const feature of features.filter((f) => f.allowance)) expect(PLAN_ACTIONS).toContain(feature.allowance);
  });

  it("opens every listed feature's screen for a member of the plan", async () => {
    for (const plan of ALL_PLANS) {
      const member = plan.audience === "veteran" ? veteran : employer;
      for (const id of plan.featureIds) {
        const route = PLAN_FEATURES[id].route;
        const res = await fetch(server.baseUrl + route, { headers: { Authorization: `Bearer ${member.token}` }, redirect: "manual" });
        expect(res.status, `${plan.id} "${PLAN_FEATURES[id].label}" → ${route}`).toBe(200);
        await res.body?.cancel();
      }
    }
  });

  it("the catalogue the server serves is the one in shared/plans.ts", async () => {
    const rows = await getDb().plan.findMany({ select: { id: true, features: true } });
    for (const plan of ALL_PLANS) expect(rows.find((row) => row.id === plan.id)?.features, plan.id).toEqual(plan.features);
  });
});
