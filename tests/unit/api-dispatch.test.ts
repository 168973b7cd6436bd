import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { compileApiRoutes, matchApiRoute } from "../../server/api-dispatch";

const loader = () => Response.json({});
const route = (id: string, path: string | undefined, module: Record<string, unknown>, parentId = "root") => [
  id,
  { id, path, parentId, module },
];

/** The shape of a Remix build's route table, as flat routes produce it. */
const build = {
  routes: Object.fromEntries([
    ["root", { id: "root", path: "", module: { default: () => null } }],
    route("routes/api.jobs", "api/jobs", { loader }),
    route("routes/api.jobs.$id", "api/jobs/:id", { loader }),
    route("routes/api.jobs.$id.apply", "api/jobs/:id/apply", { action: loader }),
    route("routes/api.employer.jobs", "api/employer/jobs", { loader }),
    route("routes/api.auth.2fa.status.$email", "api/auth/2fa/status/:email", { loader }),
    route("routes/api.$", "api/*", { loader }),
    route("routes/jobs.$id", "jobs/:id", { loader, default: () => null }),
    route("routes/profile.($id)", "profile/:id?", { loader }),
    route("routes/account-settings.export", "account-settings/export", { loader }),
  ]),
} as unknown as ServerBuild;

describe("API route table", () => {
  const routes = compileApiRoutes(build);
  const matched = (pathname: string) => {
    const match = matchApiRoute(routes, pathname);
    return match ? { id: match.route.id, params: match.params } : null;
  };

  it("holds only /api resource routes", () => {
    expect(routes.map((r) => r.id).sort()).toEqual([
      "routes/api.$",
      "routes/api.auth.2fa.status.$email",
      "routes/api.employer.jobs",
      "routes/api.jobs",
      "routes/api.jobs.$id",
      "routes/api.jobs.$id.apply",
    ]);
  });

  it("prefers static segments to params and params to the catch-all, as Remix ranks them", () => {
    expect(matched("/api/jobs")).toEqual({ id: "routes/api.jobs", params: {} });
    expect(matched("/api/jobs/42")).toEqual({ id: "routes/api.jobs.$id", params: { id: "42" } });
    expect(matched("/api/jobs/42/apply/")).toEqual({ id: "routes/api.jobs.$id.apply", params: { id: "42" } });
    expect(matched("/api/employer/jobs")).toEqual({ id: "routes/api.employer.jobs", params: {} });
    expect(matched("/api/jobs/42/unknown")).toEqual({ id: "routes/api.$", params: { "*": "jobs/42/unknown" } });
  });

  it("decodes params and leaves other paths to Remix", () => {
    expect(matched("/api/auth/2fa/status/a%40b.co")?.params).toEqual({ email: "a@b.co" });
    expect(matched("/api/auth/2fa/status/%E0%A4%A")?.params).toEqual({ email: "%E0%A4%A" });
    expect(matched("/jobs/42")).toBeNull();
    expect(matched("/account-settings/export")).toBeNull();
  });
});
