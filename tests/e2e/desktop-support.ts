import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-logins";
import { apiSignUp, queryE2eDb, uniqueEmail } from "./support";

/** A fresh veteran through the public API: its email, name and bearer token. */
export async function registerVeteran(request: APIRequestContext, prefix: string, name: string) {
  const email = uniqueEmail(prefix);
  const body = await apiSignUp(request, { email, password: "Convoy2024!", full_name: name, role: "veteran" });
  return { email, password: "Convoy2024!", name, token: body.access_token, userId: body.user_id };
}

export async function bearerLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** A job posted by the approved demo employer through the public API (company Patriot Logistics Group); its id. */
export async function postDemoEmployerJob(request: APIRequestContext, job: Record<string, unknown>): Promise<number> {
  const token = await bearerLogin(request, DEMO_EMAILS.approvedEmployer);
  const posted = await request.post("/api/jobs", {
    headers: { Authorization: `Bearer ${token}` },
    data: { company: "Patriot Logistics Group", veteran_friendly: true, remote: false, ...job },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

/** An open job of the approved demo employer, and its title. */
export function demoEmployerJob(): { id: number; title: string } {
  const rows = queryE2eDb<{ id: number; title: string }>(
    `SELECT j.id, j.title FROM Job j JOIN User u ON u.id = j.employerId WHERE u.email = ? AND j.status = 'open' ORDER BY j.id LIMIT 1`,
    DEMO_EMAILS.approvedEmployer,
  );
  if (!rows[0]) throw new Error("the demo employer has no open job");
  return rows[0];
}

/** Applies with the veteran's token; returns the application id. */
export async function applyTo(request: APIRequestContext, token: string, jobId: number): Promise<number> {
  const res = await request.post(`/api/jobs/${jobId}/apply`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
  const list = await request.get("/api/applications", { headers: { Authorization: `Bearer ${token}` } });
  const apps = ((await list.json()) as { applications: Array<{ id: number; job: { id: number } }> }).applications;
  const app = apps.find((a) => a.job.id === jobId);
  if (!app) throw new Error("application not listed");
  return app.id;
}

export function applicationStatus(id: number): string {
  return queryE2eDb<{ status: string }>("SELECT status FROM Application WHERE id = ?", id)[0]?.status ?? "missing";
}
