import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { resetConfigForTests } from "~/lib/config.server";
import { CHECK_EMAIL_PATH } from "@shared/account-links";
import { ApiClient } from "../fixtures/api-client";
import { linkTokenFor } from "../fixtures/sign-up";
import { captureStdout, type LogCapture } from "../fixtures/log-capture";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
/** The server's log (request log on: LOG_REQUESTS=true here), kept instead of printed. */
let logged: LogCapture;

beforeAll(async () => {
  logged = captureStdout();
  server = await startTestServer({ LOG_REQUESTS: "true" });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  logged.stop();
  vi.restoreAllMocks();
});

interface RawAnswer {
  status: number;
  body: string;
  /** Body bytes this client had written when the answer came. */
  sent: number;
}

/**
 * A POST through node:http so the test controls framing: with `chunks`, a chunked body (no
 * Content-Length) written piece by piece until the server answers or `maxBytes` went out.
 */
function rawPost(
  urlPath: string,
  headers: Record<string, string>,
  body: { whole: Buffer } | { chunk: Buffer; maxBytes: number },
): Promise<RawAnswer> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method: "POST", headers, agent: false }, (res) => {
      answered = true;
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, sent }));
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    if ("whole" in body) {
      sent = body.whole.length;
      req.end(body.whole);
      return;
    }
    const pump = () => {
      while (!answered && sent < body.maxBytes) {
        sent += body.chunk.length;
        if (!req.write(body.chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/**
 * `rawPost` of a body the server refuses mid-stream. The server answers 413 and then closes the
 * connection with the client's bytes unread, which resets it: a client still writing can see the
 * reset before it reads the answer. Only that case is tried again (at most three times in all).
 */
async function rawPostRefusedMidStream(urlPath: string, headers: Record<string, string>, body: { chunk: Buffer; maxBytes: number }): Promise<RawAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rawPost(urlPath, headers, body);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== "ECONNRESET" && code !== "EPIPE")) throw e;
    }
  }
}

const MB = 1024 * 1024;

/**
 * Signs up through the form as a person does since issue 54: the form answers with the check-email
 * page and no session, the emailed link confirms the address, and the sign-in form sets the cookie.
 */
async function signUpWithForm(email: string, role = "veteran"): Promise<{ cookie: string; location: string; setCookie: string; signUpLocation: string; signUpCookie: string }> {
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": `10.9.0.${Math.floor(Math.random() * 250)}` };
  const signUp = await fetch(`${server.baseUrl}/register`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({ full_name: "Casey Ortiz", email, password: "Secret123!", role }),
  });
  const verified = await api.post("/api/auth/email/verify", { token: await linkTokenFor(email, "/verify-email") });
  expect(verified.status).toBe(200);
  const res = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({ email, password: "Secret123!" }),
  });
  const setCookie = res.headers.get("set-cookie") ?? "";
  return {
    cookie: setCookie.split(";")[0],
    location: res.headers.get("location") ?? "",
    setCookie,
    signUpLocation: signUp.headers.get("location") ?? "",
    signUpCookie: signUp.headers.get("set-cookie") ?? "",
  };
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

  it("gives every response its own CSP nonce, also across refills of the random pool they are cut from", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`${server.baseUrl}/api/health`);
      await res.arrayBuffer();
      nonces.push(/'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "");
    }
    expect(nonces.every((n) => Buffer.from(n, "base64").length === 16)).toBe(true);
    expect(new Set(nonces).size).toBe(300);
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

  it("signs up without a session until the emailed link, then sets an httpOnly, SameSite=Lax cookie and redirects by role", async () => {
    const vet = await signUpWithForm("form.vet@example.com");
    // The same page for a new address and a taken one (issue 54): no session before the link.
    expect(vet.signUpLocation).toBe(CHECK_EMAIL_PATH);
    expect(vet.signUpCookie).not.toMatch(/__session|vets_session/);
    expect(vet.location).toBe("/dashboard?flash=login");
    expect(vet.setCookie).toMatch(/HttpOnly/i);
    expect(vet.setCookie).toMatch(/SameSite=Lax/i);
    const employer = await signUpWithForm("form.employer@example.com", "employer");
    expect(employer.signUpLocation).toBe(CHECK_EMAIL_PATH);
    expect(employer.location).toMatch(/^\/employer\//);
  });

  it("guards screens on the server: no session → /login, wrong role → own home", async () => {
    const anonymous = await fetch(`${server.baseUrl}/dashboard`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?next=%2Fdashboard");

    const { cookie } = await signUpWithForm("guard.vet@example.com");
    const dashboard = await fetch(`${server.baseUrl}/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Welcome, Casey Ortiz");
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
    // Same host, another scheme or port: another origin (a plain-http page or another service on the machine).
    const ours = new URL(server.baseUrl);
    for (const origin of [`https://${ours.host}`, `http://${ours.hostname}:1`, `http://${ours.hostname}`]) {
      for (const header of ["Origin", "Referer"]) {
        const other = await fetch(`${server.baseUrl}/api/auth/logout`, { method: "POST", headers: { Cookie: cookie, [header]: `${origin}/`, "Content-Type": "application/json" }, body: "{}" });
        expect(other.status, `${header}: ${origin}`).toBe(403);
      }
    }
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

  it("refuses a body over BODY_LIMIT with 413 whatever its Content-Type, on API and screen routes", async () => {
    const big = Buffer.alloc(MB + 1024, "a");
    for (const route of ["/api/auth/login", "/login"]) {
      for (const type of ["text/plain", "application/octet-stream", "application/x-www-form-urlencoded", undefined]) {
        const answer = await rawPost(route, type ? { "Content-Type": type } : {}, { whole: big });
        expect(answer.status, `${route} ${type}`).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ detail: "Request body too large" });
      }
    }
  });

  it("accepts multipart bodies only on the upload routes", async () => {
    const boundary = "----vets-test";
    const multipart = (size: number) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`),
        Buffer.alloc(size, "x"),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const type = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    for (const route of ["/api/auth/login", "/login", "/api/veteran/profile"]) {
      for (const size of [10, 2 * MB]) {
        const answer = await rawPost(route, type, { whole: multipart(size) });
        expect(answer.status, `${route} ${size}`).toBe(415);
        expect(JSON.parse(answer.body)).toEqual({ detail: "File uploads are only accepted by the upload endpoints" });
      }
    }
    // The upload route takes a multipart body past BODY_LIMIT to its own checks (here: sign-in first).
    const upload = await rawPost("/api/upload/profile-picture", type, { whole: multipart(2 * MB) });
    expect(upload.status).toBe(401);
    // Remix single fetch posts the avatar dialog to /profile.data: an upload route too (reaches the route's sign-in check).
    for (const route of ["/profile.data", "/profile", "/api/posts"]) {
      const answer = await rawPost(route, type, { whole: multipart(2 * MB) });
      expect(answer.status, route).not.toBe(415);
      expect(answer.status, route).not.toBe(413);
    }
  });

  it("counts a chunked body as it arrives: a small one reaches the route, a large one gets 413 mid-stream", async () => {
    const small = await rawPost(
      "/api/auth/login",
      { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      { chunk: Buffer.from(JSON.stringify({ email: "nobody@example.com", password: "Wrong-pass1" })), maxBytes: 1 },
    );
    expect(small.status).toBe(401);
    expect(JSON.parse(small.body)).toEqual({ detail: "Invalid email or password" });

    for (const [route, type] of [
      ["/api/auth/login", "application/json"],
      ["/api/auth/login", "text/plain"],
      ["/login", "application/x-www-form-urlencoded"],
      ["/api/jobs", "application/octet-stream"],
    ]) {
      const endless = await rawPostRefusedMidStream(route, { "Content-Type": type, "Transfer-Encoding": "chunked" }, { chunk: Buffer.alloc(64 * 1024, "a"), maxBytes: 200 * MB });
      expect(endless.status, `${route} ${type}`).toBe(413);
      expect(JSON.parse(endless.body)).toEqual({ detail: "Request body too large" });
      // Answered while the client was still sending: the server stopped at the limit, not at the end.
      expect(endless.sent).toBeLessThan(32 * MB);
    }
    // The server is still fine after dropping those connections.
    expect((await api.get("/healthz")).status).toBe(200);
  });

  it("sends HSTS only over HTTPS, and limits connect-src to its own origin", async () => {
    const plain = await fetch(`${server.baseUrl}/`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // The test server trusts loopback as its proxy, so X-Forwarded-Proto says how the client came.
    const overHttps = await fetch(`${server.baseUrl}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const { host } = new URL(server.baseUrl);
    const connectSrc = (res: Response) => /connect-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(connectSrc(plain)).toBe(`'self' ws://${host}`);
    expect(connectSrc(overHttps)).toBe(`'self' wss://${host}`);
    // A Host header that is not a plain host:port is not echoed into the policy.
    const { port } = new URL(server.baseUrl);
    const odd = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", headers: { Host: "evil.example;connect-src" } }, (res) => {
          res.resume();
          resolve(String(res.headers["content-security-policy"] ?? ""));
        })
        .on("error", reject);
    });
    expect(odd).toContain("connect-src 'self';");
  });

  it("keeps Origin on same-origin form posts (Referrer-Policy) and refuses null, foreign and cross-site ones", async () => {
    const landing = await fetch(`${server.baseUrl}/login`);
    expect(landing.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const logoutWith = async (headers: Record<string, string>) => {
      const { cookie } = await signUpWithForm(`origin.${Math.random().toString(36).slice(2)}@example.com`);
      const res = await fetch(`${server.baseUrl}/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "",
      });
      return res.status;
    };
    expect(await logoutWith({ Origin: server.baseUrl })).toBe(302);
    expect(await logoutWith({ Origin: "null" })).toBe(403);
    expect(await logoutWith({ Origin: "https://evil.example" })).toBe(403);
    expect(await logoutWith({ Referer: "https://evil.example/page" })).toBe(403);
    // No Origin at all: a browser marking the request cross-site is refused, a non-browser client is not.
    expect(await logoutWith({ "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(await logoutWith({ "Sec-Fetch-Site": "same-site" })).toBe(403);
    expect(await logoutWith({})).toBe(302);
  });

  it("answers /healthz without the database driver's own error text", async () => {
    // A database the server cannot open: its "folder" is a file.
    const notADir = path.join(server.dataDir, "not-a-folder");
    fs.writeFileSync(notADir, "");
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = `file:${notADir}/app.db`;
    resetConfigForTests();
    try {
      const res = await fetch(`${server.baseUrl}/healthz`);
      const text = await res.text();
      expect(res.status).toBe(503);
      expect(JSON.parse(text)).toEqual({ status: "error", database: "sqlite", detail: "Database unavailable" });
      expect(text).not.toMatch(/ENOTDIR|not-a-folder|mkdir/);
    } finally {
      process.env.DATABASE_URL = previous;
      resetConfigForTests();
    }
    expect((await api.get("/healthz")).status).toBe(200);
  });

  it("logs the route, never the query string or an email in the path", async () => {
    const marker = `q${Date.now()}`;
    await api.get(`/api/auth/2fa/status/${encodeURIComponent("private.person@example.com")}?token=${marker}`);
    await fetch(`${server.baseUrl}/jobs?q=${marker}&email=private.person%40example.com`, { redirect: "manual" });
    await fetch(`${server.baseUrl}/profile/private.person@example.com`, { redirect: "manual" });
    const requestRecords = () => logged.records().filter((record) => "route" in record);
    await vi.waitFor(() => expect(requestRecords().filter((record) => String(record.route).startsWith("/profile/"))).toHaveLength(1));
    const requests = requestRecords().map(({ method, route, status, msg }) => ({ method, route, status, msg }));
    expect(requests).toContainEqual(expect.objectContaining({ method: "GET", route: "/api/auth/2fa/status/:email", status: 200 }));
    expect(requests).toContainEqual(expect.objectContaining({ method: "GET", route: "/jobs", status: 302 }));
    expect(requests).toContainEqual(expect.objectContaining({ method: "GET", route: "/profile/:email" }));
    expect(requests.find((r) => r.route === "/jobs")?.msg).toMatch(/^GET \/jobs 302 \d+\.\dms$/);
    const all = logged.lines.join("\n");
    expect(all).not.toContain(marker);
    expect(all).not.toMatch(/private\.person|example\.com|%40/);
  });

  it("bounds the audit log's skip: a huge or negative one is a 422 on the API and a clamped page on screen", async () => {
    await createAdmin({ email: "audit.admin@example.com", password: "Audit-Pass-123", fullName: "Audit Admin" });
    const login = await api.post("/api/auth/login", { email: "audit.admin@example.com", password: "Audit-Pass-123" });
    const admin = api.withToken(login.body.access_token as string);
    expect((await admin.get("/api/admin/audit-logs?skip=10000")).status).toBe(200);
    for (const skip of ["10001", "99999999999999999999", "-1", "1e400", "NaN"]) {
      const res = await admin.get(`/api/admin/audit-logs?skip=${skip}`);
      expect(res.status, skip).toBe(422);
      expect(res.body.detail, skip).toMatch(/^skip/);
    }
    for (const page of ["1e300", "99999999999", "-5"]) {
      const res = await fetch(`${server.baseUrl}/admin/audit?page=${page}`, {
        headers: { Authorization: `Bearer ${login.body.access_token as string}` },
      });
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain("Audit Logs");
    }
  });
});
