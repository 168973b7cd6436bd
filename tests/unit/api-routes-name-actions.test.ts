import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIONS, PUBLIC_API_ROUTES } from "~/domain/access/policy.server";

const ROUTES = path.resolve(__dirname, "../../remix-app/routes");
const POLICY_CALL = /\b(requireApiActor|requirePageActor|requireActorOrNotFound)\(request, "([a-z-]+)"\)/g;
const ROLE_ARRAY = /\[\s*"(veteran|employer|admin)"/;

/** What is wrong with one route file's source: an /api route must name its action unless it is public. */
function routeProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const named = [...source.matchAll(POLICY_CALL)].map((m) => m[2]);
  for (const action of named) if (!(ACTIONS as string[]).includes(action)) problems.push(`${file}: unknown action ${action}`);
  if (ROLE_ARRAY.test(source)) problems.push(`${file}: writes a role array (name an action of domain/access/policy.server.ts)`);
  if (/\b(requireApiAuth|requireUserPage)\(request, /.test(source)) problems.push(`${file}: checks roles itself`);
  if (file.startsWith("api.")) {
    const isPublic = PUBLIC_API_ROUTES.includes(file);
    if (!isPublic && named.length === 0) problems.push(`${file}: names no action of the access policy`);
    if (isPublic && /\brequireApiAuth\(/.test(source)) problems.push(`${file}: listed as public but needs a session`);
  }
  return problems;
}

describe("every route names its action in the access policy", () => {
  const files = fs.readdirSync(ROUTES).filter((f) => /\.tsx?$/.test(f));

  it("finds the /api routes", () => {
    expect(files.filter((f) => f.startsWith("api.")).length).toBeGreaterThan(80);
  });

  it("no route forgets its action, invents one or writes a role array", () => {
    const problems = files.flatMap((file) => routeProblems(file, fs.readFileSync(path.join(ROUTES, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it("every public /api route listed exists", () => {
    for (const file of PUBLIC_API_ROUTES) expect(fs.existsSync(path.join(ROUTES, file)), file).toBe(true);
  });

  it("catches a new route that forgets, and one that checks roles by hand", () => {
    const forgot = `export const loader = ({ request }) => apiResponse(async () => { const auth = await requireApiAuth(request); return auth.user; });`;
    expect(routeProblems("api.new-thing.ts", forgot)).toEqual(["api.new-thing.ts: names no action of the access policy"]);
    const byHand = `const auth = await requireApiAuth(request, ["admin"]);`;
    expect(routeProblems("api.admin.new.ts", byHand)).toHaveLength(3);
    const invented = `await requireApiActor(request, "launch-rockets");`;
    expect(routeProblems("api.rockets.ts", invented)).toEqual(["api.rockets.ts: unknown action launch-rockets"]);
  });
});
