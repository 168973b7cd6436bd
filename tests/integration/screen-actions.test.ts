import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { decode } from "turbo-stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { employerRegistration } from "../fixtures/employer-registration";
import { latestCodeFor } from "../fixtures/outbox";
import { nextIp, registerAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUpEmployer } from "../fixtures/sign-up";

/**
 * Issue 8 item 12: no screen action answers junk with an error page. Every route file with an
 * `action` export is found here, so a new screen is covered the day it is added.
 */

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../remix-app/routes");

interface ActionRoute {
  file: string;
  /** The document URL of the route, ids filled in. */
  url: string;
  /** A screen (default export) answers with its form's error; a resource route (logout) just must not fail. */
  isScreen: boolean;
}

/** Flat-routes file name → URL: `employer.jobs.$id.edit` → /employer/jobs/7/edit, `jobs._index` → /jobs?index. */
function urlOf(file: string, id: number): string {
  const segments = file.replace(/\.tsx?$/, "").split(".");
  const index = segments.at(-1) === "_index";
  const parts = segments.filter((s) => s !== "_index" && !/^\(.*\)$/.test(s)).map((s) => (s.startsWith("$") ? String(id) : s));
  return `/${parts.join("/")}${index ? "?index" : ""}`;
}

function actionRoutes(jobId: number): ActionRoute[] {
  return (
    fs
      .readdirSync(ROUTES_DIR)
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("api."))
      .flatMap((file) => {
        const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
        if (!/export\s+(async\s+function|function|const)\s+action\b/.test(source)) return [];
        return [{ file, url: urlOf(file, jobId), isScreen: /export\s+default\b/.test(source) }];
      })
      // Resource routes (logout) last: junk to /logout still signs the session out.
      .sort((a, b) => Number(b.isScreen) - Number(a.isScreen))
  );
}

interface Junk {
  name: string;
  headers: Record<string, string>;
  body: () => BodyInit | undefined;
}

const FIELD_NAMES = [
  "intent",
  "email",
  "password",
  "full_name",
  "role",
  "otp_code",
  "job_id",
  "application_id",
  "status",
  "kind",
  "decision",
  "id",
];
const BINARY = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 97 + 13) % 256));

const JUNK: Junk[] = [
  {
    name: "a JSON body",
    headers: { "Content-Type": "application/json" },
    body: () => JSON.stringify({ intent: "save", email: "a@b.co", profile: 5 }),
  },
  {
    name: "a JSON array with non-string fields",
    headers: { "Content-Type": "application/json" },
    body: () => JSON.stringify([{ intent: ["save"] }, 7]),
  },
  { name: "binary garbage", headers: { "Content-Type": "application/octet-stream" }, body: () => BINARY },
  {
    name: "binary garbage labelled as a form",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: () => BINARY,
  },
  { name: "broken JSON labelled as JSON", headers: { "Content-Type": "application/json" }, body: () => '{"intent": "save", ' },
  { name: "an empty form", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: () => "" },
  { name: "no body and no content type", headers: {}, body: () => undefined },
  { name: "a form as text/plain", headers: { "Content-Type": "text/plain" }, body: () => "intent=send&email=a%40b.co" },
  {
    name: "huge fields",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: () => new URLSearchParams(FIELD_NAMES.map((name) => [name, "9".repeat(60_000)])).toString(),
  },
  {
    name: "repeated fields",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: () =>
      FIELD_NAMES.flatMap((name) => [`${name}=x`, `${name}=%00`, `${name}[]=y`]).join("&") + "&__proto__=1&constructor=2",
  },
  {
    name: "multipart where a form is expected, with a file in a text field",
    headers: {},
    body: () => {
      const form = new FormData();
      form.append("intent", "save");
      form.append("email", new Blob([BINARY], { type: "application/octet-stream" }), "email.bin");
      form.append("job_id", "1");
      return form;
    },
  },
  {
    name: "multipart that is not multipart",
    headers: { "Content-Type": "multipart/form-data; boundary=nope" },
    body: () => '--other\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n',
  },
];

/** Posted as documents too (rendering the page costs more than the action; these reach every read path). */
const DOCUMENT_JUNK = new Set([
  "a JSON body",
  "binary garbage",
  "no body and no content type",
  "multipart where a form is expected, with a file in a text field",
]);

type SessionName = "anonymous" | "veteran" | "employer" | "newEmployer" | "admin";

let server: TestServer;
let api: ApiClient;
// newEmployer signed up through /register and has no company details yet (the company-details step).
const cookies: Record<SessionName, string | null> = {
  anonymous: null,
  veteran: null,
  employer: null,
  newEmployer: null,
  admin: null,
};
let jobId = 0;
let signIn: () => Promise<void>;

/** Signs in through the real /login form; the cookie the browser would keep. */
async function cookieFor(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, "X-Forwarded-For": nextIp() },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  if (res.status !== 302 || !cookie) throw new Error(`login ${email}: ${res.status}`);
  return cookie;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * One POST on a connection of its own (node:http, no keep-alive): the server may answer a wrong
 * role's redirect without reading a large body, which would spoil a reused connection.
 */
async function post(url: string, session: SessionName, junk: Junk): Promise<Answer> {
  const request = new Request(server.baseUrl + url, {
    method: "POST",
    headers: {
      Origin: server.baseUrl,
      "X-Forwarded-For": nextIp(),
      ...(cookies[session] ? { Cookie: cookies[session] } : {}),
      ...junk.headers,
    },
    body: junk.body(),
  });
  const body = Buffer.from(await request.arrayBuffer());
  const headers = Object.fromEntries(request.headers);
  if (request.body !== null || body.length > 0) headers["content-length"] = String(body.length);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(server.baseUrl + url, { method: "POST", agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") answerHeaders.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    // The server may answer (and close) before it reads all of a large body: that is an answer, not a failure.
    req.on("error", (e: NodeJS.ErrnoException) => (e.code === "ECONNRESET" || e.code === "EPIPE" ? undefined : reject(e)));
    req.end(body);
  });
}

/** Remix single fetch: `/path.data` answers an action with its data as a turbo-stream. */
function dataUrl(url: string): string {
  const [pathname, search] = url.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`;
}

async function actionData(res: Answer): Promise<unknown> {
  // The server's own refusals before any route runs (415 multipart off the upload routes, 413 too
  // large) are JSON with a `detail`: a clear 4xx, which is what junk deserves, read as the form's error.
  const refusal = (detail: unknown) =>
    res.status >= 400 && res.status < 500 && typeof detail === "string" ? { data: { error: detail } } : undefined;
  if ((res.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      return (
        refusal((JSON.parse(res.body.toString("utf8")) as { detail?: unknown }).detail) ?? { json: res.body.toString("utf8") }
      );
    } catch {
      return { undecodable: `${res.status} JSON cut short (${res.body.length} bytes)` };
    }
  }
  if (res.body.length === 0) return undefined;
  try {
    const decoded = await decode(new Blob([new Uint8Array(res.body)]).stream());
    await decoded.done;
    return decoded.value;
  } catch {
    return { undecodable: `${res.status} ${res.headers.get("content-type")}: ${res.body.toString("utf8").slice(0, 120)}` };
  }
}

beforeAll(async () => {
  server = await startTestServer({ ADMIN_SIGNINS_BEFORE_FACTOR: "1000" }); // the admin signs in before every test; its second factor is tested in second-factors-api
  api = new ApiClient(server.baseUrl);
  const veteran = await registerAccount(api, "junk.vet@example.com");
  const newEmployer = await registerAccount(api, "junk.new.hr@example.com", "employer");
  const registered = await signUpEmployer(api.withIp(nextIp()), employerRegistration("junk.hr@example.com"));
  if (registered.status !== 201) throw new Error(`employer: ${registered.status} ${JSON.stringify(registered.body)}`);
  const employer = {
    email: "junk.hr@example.com",
    password: "secret12",
    client: api.withToken(registered.body.access_token as string).withIp(nextIp()),
  };
  await getDb().employerProfile.update({
    where: { userId: registered.body.user_id as number },
    data: { approvalStatus: "approved" },
  });
  const job = await employer.client.post("/api/jobs", {
    title: "Forklift Operator",
    company: "Junk Co",
    description: "Move pallets.",
    salary_min: null,
    salary_max: null,
  });
  if (job.status !== 201) throw new Error(`job: ${job.status} ${JSON.stringify(job.body)}`);
  jobId = job.body.id as number;
  await createAdmin({ email: "junk.admin@example.com", password: "AdminPass123!", fullName: "Junk Admin" });
  signIn = async () => {
    cookies.veteran = await cookieFor(veteran.email, veteran.password);
    cookies.employer = await cookieFor(employer.email, employer.password);
    cookies.newEmployer = await cookieFor(newEmployer.email, newEmployer.password);
    cookies.admin = await cookieFor("junk.admin@example.com", "AdminPass123!");
  };
});
afterAll(async () => server?.close());
// Junk posted to /logout ends those sessions: every test starts signed in afresh.
beforeEach(async () => signIn());

/** Conform's reply: the form's status and each field's messages. */
interface ConformReply {
  status?: string;
  error?: unknown;
}

/** A screen's answer to a post: one message (`error`), or Conform's reply, as itself or under `reply`. */
interface FormAnswer extends ConformReply {
  reply?: ConformReply;
}

function hasFormError(answer: FormAnswer | undefined): boolean {
  if (typeof answer?.error === "string" && answer.error.length > 0) return true;
  const reply = answer?.reply ?? answer;
  const fields = reply?.status === "error" && reply.error && typeof reply.error === "object" ? Object.values(reply.error) : [];
  return fields.some((messages) => Array.isArray(messages) && messages.some((m) => typeof m === "string" && m.length > 0));
}

describe("screen actions never answer junk with an error page", () => {
  it("finds the screens' actions in the route files", () => {
    const files = actionRoutes(1).map((r) => r.file);
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(files).toEqual(
      expect.arrayContaining(["login.tsx", "register.tsx", "profile.($id).tsx", "jobs._index.tsx", "employer.jobs.$id.edit.tsx"]),
    );
    expect(urlOf("employer.jobs.$id.edit.tsx", 7)).toBe("/employer/jobs/7/edit");
    expect(urlOf("jobs._index.tsx", 7)).toBe("/jobs?index");
    expect(urlOf("profile.($id).tsx", 7)).toBe("/profile");
  });

  it("answers every kind of junk, on every action, with the form's error; the page itself without JavaScript", async () => {
    const problems: string[] = [];
    const emptyForm = JUNK.find((junk) => junk.name === "an empty form") as Junk;
    for (const route of actionRoutes(jobId)) {
      let reached = false;
      for (const session of Object.keys(cookies) as SessionName[]) {
        // A redirect (202 + redirect in the stream) means requireUserPage sent this role elsewhere.
        const probe = await post(dataUrl(route.url), session, emptyForm);
        if (probe.status >= 500) problems.push(`${route.file} as ${session}: ${probe.status}`);
        if (probe.status === 202 && route.isScreen) continue;
        reached = true;
        for (const junk of JUNK) {
          const where = `${route.file} as ${session} with ${junk.name}`;
          const res = await post(dataUrl(route.url), session, junk);
          if (res.status >= 500) {
            problems.push(`${where}: ${res.status}`);
            continue;
          }
          if (!route.isScreen) continue;
          const value = (await actionData(res)) as { data?: FormAnswer } | undefined;
          if (!hasFormError(value?.data)) {
            problems.push(`${where}: ${res.status} without a form error: ${JSON.stringify(value).slice(0, 200)}`);
          }
          // The same post from a browser without JavaScript: the page with its form, not the error page.
          if (!DOCUMENT_JUNK.has(junk.name)) continue;
          const page = await post(route.url, session, junk);
          if (page.status >= 500 || page.body.toString("utf8").includes("Something went wrong")) {
            problems.push(`${where} as a document: ${page.status}`);
          }
        }
      }
      if (route.isScreen && !reached) problems.push(`${route.file}: no session reached its action`);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

describe("the 2FA screen's email field (SPEC §2, §5)", () => {
  const send = (fields: Record<string, string>) =>
    post(dataUrl("/two-factor-auth"), "veteran", {
      name: "send",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: () => new URLSearchParams(fields),
    }).then(async (res) => ({
      status: res.status,
      value: (await actionData(res)) as { data: { error?: string; message?: string } },
    }));

  it("is prefilled with the signed-in email", async () => {
    const res = await fetch(`${server.baseUrl}/two-factor-auth`, { headers: { Cookie: cookies.veteran ?? "" } });
    const html = await res.text();
    expect(html).toMatch(/<input[^>]*id="tfa-email"[^>]*>/);
    const input = /<input[^>]*id="tfa-email"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('name="email"');
    expect(input).toContain('value="junk.vet@example.com"');
  });

  it("says 'Please enter your email address' when sending without it, and sends nothing", async () => {
    const cases: Record<string, string>[] = [{ intent: "send" }, { intent: "send", email: "" }, { intent: "send", email: "   " }];
    for (const fields of cases) {
      const { value } = await send(fields);
      expect(value.data.error).toBe("Please enter your email address");
    }
    // Sign-up's own confirmation link is in the outbox already; no code was sent.
    expect(await getDb().emailOutbox.count({ where: { to: "junk.vet@example.com", subject: { contains: "code" } } })).toBe(0);
  });

  it("sends the code to the signed-in account only", async () => {
    const other = await send({ intent: "send", email: "someone.else@example.com" });
    expect(other.value.data.error).toMatch(/signed in/);
    expect(await getDb().emailOutbox.count({ where: { to: "someone.else@example.com" } })).toBe(0);
    const own = await send({ intent: "send", email: "Junk.Vet@example.com" });
    expect(own.value.data.message).toBeTruthy();
    expect(await latestCodeFor("junk.vet@example.com")).toMatch(/^\d{6}$/);
  });
});
