import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../fixtures/api-client";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

/**
 * Issue 8 item 15 / SPEC §8: when a screen's data cannot be read, the page still renders in its
 * shell with SPEC's message and a Retry, not the error page. The failure is real: a table the
 * screen reads is renamed away by another connection (as a broken migration or a lost table
 * would), while sessions keep working.
 */

let server: TestServer;
let cookie = "";

beforeAll(async () => {
  server = await startTestServer();
  const api = new ApiClient(server.baseUrl);
  const veteran = await registerAccount(api, "loadfail.vet@example.com");
  const res = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": nextIp() },
    body: new URLSearchParams({ email: veteran.email, password: veteran.password }),
  });
  cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  expect(cookie).toMatch(/^vets_session=/);
});
afterAll(async () => server?.close());

/** Renames `table` away for the duration of `run`, from a connection of its own. */
async function withTableGone<T>(table: string, run: () => Promise<T>): Promise<T> {
  const db = new Database(path.join(server.dataDir, "app.db"));
  try {
    db.exec(`ALTER TABLE "${table}" RENAME TO "${table}_gone"`);
    try {
      return await run();
    } finally {
      db.exec(`ALTER TABLE "${table}_gone" RENAME TO "${table}"`);
    }
  } finally {
    db.close();
  }
}

async function page(url: string) {
  const res = await fetch(server.baseUrl + url, { headers: { Cookie: cookie } });
  return { status: res.status, html: await res.text() };
}

const SCREENS: { name: string; url: string; table: string; message: string; working: string }[] = [
  {
    name: "dashboard",
    url: "/dashboard",
    table: "Application",
    message: "Failed to load dashboard",
    working: "Total Applications",
  },
  { name: "jobs", url: "/jobs?q=forklift", table: "Job", message: "Failed to load jobs", working: "No jobs found" },
  {
    name: "applications",
    url: "/applications",
    table: "Application",
    message: "Failed to load applications",
    working: "No applications yet",
  },
  { name: "profile", url: "/profile", table: "VeteranProfile", message: "Failed to load profile", working: "Edit Profile" },
  {
    name: "verification",
    url: "/verification",
    table: "VerificationRequest",
    message: "Failed to load verification status",
    working: "Document Type",
  },
  { name: "billing", url: "/billing", table: "Payment", message: "Failed to load billing information", working: "Current Subscription" },
  { name: "feed", url: "/feed", table: "Post", message: "Failed to load feed", working: "Share an update" },
];

describe("SPEC §8 load failures keep the screen usable", () => {
  for (const screen of SCREENS) {
    it(`${screen.name}: '${screen.message}' in the shell, with a way back, instead of the error page`, async () => {
      const broken = await withTableGone(screen.table, () => page(screen.url));
      expect(broken.status).toBe(200);
      expect(broken.html).not.toContain("Something went wrong");
      expect(broken.html).toContain(screen.message);
      // The shell and its navigation are there, so the user can go elsewhere.
      expect(broken.html).toContain("vets-navbar");
      expect(broken.html).toContain('aria-label="Your profile"');
      expect(broken.html).toContain('action="/logout"');
      expect(broken.html).not.toContain(screen.working);

      // Once the data is back, the same URL shows the screen itself.
      const healthy = await page(screen.url);
      expect(healthy.status).toBe(200);
      expect(healthy.html).toContain(screen.working);
      expect(healthy.html).not.toContain(screen.message);
    });
  }

  it("offers a Retry on the screens that own their empty state", async () => {
    for (const url of ["/dashboard", "/applications", "/verification", "/jobs?q=pallet", "/billing", "/feed"]) {
      const table = SCREENS.find((s) => url.startsWith(s.url.split("?")[0]))?.table ?? "Application";
      const broken = await withTableGone(table, () => page(url));
      expect(broken.html, url).toMatch(/>Retry</);
    }
  });
});
