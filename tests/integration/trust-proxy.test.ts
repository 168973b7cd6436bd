import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { linkTokenFor } from "../fixtures/sign-up";
import { startTestServer, type TestServer } from "../fixtures/test-server";

// TRUST_PROXY=1: one reverse proxy (the test client stands in for it) in front of the app.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});
afterAll(async () => server?.close());

/** Signs up through the form, opens the emailed link and signs in through the form, all behind the proxy. */
async function signUp(email: string, headers: Record<string, string>) {
  const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, ...headers };
  const registered = await fetch(`${server.baseUrl}/register`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ full_name: "Proxy Person", email, password: "Secret123!", role: "veteran" }),
  });
  expect(registered.status).toBe(302);
  const verified = await fetch(`${server.baseUrl}/api/auth/email/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ token: await linkTokenFor(email, "/verify-email") }),
  });
  expect(verified.status).toBe(200);
  const res = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ email, password: "Secret123!" }),
  });
  expect(res.status).toBe(302);
  return res.headers.get("set-cookie") ?? "";
}

it("takes the client address one hop in, so a forged X-Forwarded-For entry changes nothing", async () => {
  // The client forged the first entry; the proxy appended the address it saw.
  await signUp("hop.count@example.com", { "X-Forwarded-For": "203.0.113.66, 198.51.100.7" });
  const session = await getDb().session.findFirstOrThrow({ where: { user: { email: "hop.count@example.com" } } });
  expect(session.ip).toBe("198.51.100.7");
});

it("makes the session cookie Secure when the proxy says the client came over HTTPS (COOKIE_SECURE=auto)", async () => {
  const overHttps = await signUp("secure.cookie@example.com", {
    "X-Forwarded-Proto": "https",
    "X-Forwarded-For": "198.51.100.8",
  });
  expect(overHttps).toMatch(/;\s*Secure/i);
  const overHttp = await signUp("plain.cookie@example.com", { "X-Forwarded-Proto": "http", "X-Forwarded-For": "198.51.100.9" });
  expect(overHttp).toContain("vets_session=");
  expect(overHttp).not.toMatch(/;\s*Secure/i);
  const hsts = await fetch(`${server.baseUrl}/`, { headers: { "X-Forwarded-Proto": "https" } });
  expect(hsts.headers.get("strict-transport-security")).toContain("max-age=");
});
