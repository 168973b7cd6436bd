import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

const FORGED = ["Eve\r\nBcc: everyone@example.com", "Eve\nGET /admin 200", "Eve\u0000", "Eve\u001b[31m", "Eve\u2028x", "Eve\u0085x"];

describe("one-line fields refuse control characters", () => {
  it("a name with CR/LF or other control characters is refused at sign-up", async () => {
    for (const [i, name] of FORGED.entries()) {
      const res = await signUp(api.withIp(nextIp()), { email: `forged${i}@example.com`, password: "Secret123!", full_name: name, role: "veteran" });
      expect([res.status, res.body.detail], JSON.stringify(name)).toEqual([422, "Full name must be a single line without control characters"]);
    }
    expect(await getDb().user.count({ where: { email: { startsWith: "forged" } } })).toBe(0);
    // Ordinary names, accents and apostrophes included, still pass.
    expect((await signUp(api.withIp(nextIp()), { email: "renee@example.com", password: "Secret123!", full_name: "Renée O'Brien-Núñez", role: "veteran" })).status).toBe(201);
  });

  it("profile names, headlines and titles refuse them; the multi-line bio keeps its line breaks", async () => {
    const vet = await registerAccount(api, "lines.vet@example.com");
    for (const field of ["full_name", "headline", "location", "current_position", "military_rank", "unit"]) {
      const res = await vet.client.request("PUT", "/api/veteran/profile", { [field]: "Line one\r\nLine two" });
      expect(res.status, field).toBe(422);
      expect(String(res.body.detail), field).toMatch(/must be a single line without control characters/);
    }
    expect((await vet.client.request("PUT", "/api/veteran/profile", { bio: "Line one\nLine two" })).status).toBe(200);
  });
});
