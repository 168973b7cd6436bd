import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

/** Signs up through the real /register form and returns the session cookie the browser would keep. */
async function signUpWithForm(email: string, role = "veteran"): Promise<{ cookie: string; location: string; setCookie: string }> {
  const res = await fetch(`${server.baseUrl}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": `10.9.0.${Math.floor(Math.random() * 250)}` },
    body: new URLSearchParams({ full_name: "Casey Ortiz", email, password: "Secret123!", role }),
  });
  const setCookie = res.headers.get("set-cookie") ?? "";
  return { cookie: setCookie.split(";")[0], location: res.headers.get("location") ?? "", setCookie };
}

describe("HTTP baseline", () => {
  it("health check reports the database", async () => {
    const res = await api.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "sqlite" });
  });

  it("serves the landing page with security headers and a nonce-based CSP", async () => {
    const res = await fetch(`${server.baseUrl}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("From Service to");
    expect(html).toContain("MOST POPULAR");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("answers unknown API paths with a JSON 404 and wrong methods with 405", async () => {
    const missing = await api.get("/api/does/not/exist");
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("Not found");
    const wrongMethod = await api.get("/api/auth/login");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.detail).toBe("Method not allowed");
  });

  it("answers an API call with a malformed Host header with a JSON 400", async () => {
    const { port } = new URL(server.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/api/billing/plans", headers: { Host: "bad host" } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: "Malformed request" });
  });

  it("shows the 404 page for unknown screens", async () => {
    const res = await fetch(`${server.baseUrl}/no-such-screen`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it("refuses bodies over the limit with 413", async () => {
    const res = await api.post("/api/auth/login", JSON.stringify({ email: "a@b.co", password: "x".repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("Request body too large");
  });

  it("sets an httpOnly, SameSite=Lax session cookie on sign-up and redirects by role", async () => {
    const vet = await signUpWithForm("form.vet@example.com");
    expect(vet.location).toBe("/dashboard?flash=registered");
    expect(vet.setCookie).toMatch(/HttpOnly/i);
    expect(vet.setCookie).toMatch(/SameSite=Lax/i);
    const employer = await signUpWithForm("form.employer@example.com", "employer");
    expect(employer.location).toBe("/employer/dashboard?flash=registered");
  });

  it("guards screens on the server: no session → /login, wrong role → own home", async () => {
    const anonymous = await fetch(`${server.baseUrl}/dashboard`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fdashboard");

    const { cookie } = await signUpWithForm("guard.vet@example.com");
    const dashboard = await fetch(`${server.baseUrl}/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Welcome back, Casey Ortiz");
    const admin = await fetch(`${server.baseUrl}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(admin.headers.get("location")).toBe("/dashboard");
    const employer = await fetch(`${server.baseUrl}/employer/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(employer.headers.get("location")).toBe("/dashboard");
  });

  it("refuses a cookie-authenticated write from another origin", async () => {
    const { cookie } = await signUpWithForm("csrf.vet@example.com");
    const res = await fetch(`${server.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toBe("Cross-site request refused");
    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
  });

  it("logging out through the UI revokes the cookie session", async () => {
    const { cookie } = await signUpWithForm("logout.vet@example.com");
    const out = await fetch(`${server.baseUrl}/logout`, { method: "POST", headers: { Cookie: cookie, Origin: server.baseUrl }, redirect: "manual" });
    expect(out.headers.get("location")).toBe("/login?flash=logged_out");
    const after = await fetch(`${server.baseUrl}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
  });
});
