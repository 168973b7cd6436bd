import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { sendEmail } from "~/lib/email.server";
import { signUnsubscribeToken } from "~/lib/unsubscribe-token.server";
import { createAccount } from "~/domain/accounts/create-account.server";
import { hashPassword } from "~/lib/password.server";
import { parseMail, SmtpSink } from "../fakes/smtp-sink";
import { ApiClient } from "../fixtures/api-client";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
const sink = new SmtpSink();
let n = 0;

beforeAll(async () => {
  const smtpUrl = await sink.start();
  server = await startTestServer({ SMTP_URL: smtpUrl });
});
afterAll(async () => {
  await server?.close();
  await sink.stop();
});

async function veteran(): Promise<{ id: number; email: string }> {
  n++;
  const email = `mail.kind${n}@example.com`;
  const passwordHash = await hashPassword("Secret123!");
  const user = await getDb().$transaction((tx) => createAccount(tx, { email, passwordHash, fullName: `Mail Kind ${n}`, role: "veteran", verified: true }));
  return { id: user.id, email };
}

/** The link's path and query on the test server (PUBLIC_URL is the configured origin, not the ephemeral port). */
const onServer = (url: string) => {
  const link = new URL(url);
  return `${server.baseUrl}${link.pathname}${link.search}`;
};

/** A signed-out POST as a mail client sends it (RFC 8058): no cookie, no Origin, the one-click body. */
const oneClick = (url: string) =>
  fetch(onServer(url), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click", redirect: "manual" });

describe("one mail module: text and HTML, kinds, one-click unsubscribe (issue 55 item 3)", () => {
  it("a decision email has both parts from the same content, escaped HTML, and a signed List-Unsubscribe that works signed out", async () => {
    const user = await veteran();
    const outcome = await sendEmail({
      to: user.email,
      userId: user.id,
      kind: "decision",
      subject: "Interview: Network <Technician> at A&B",
      text: `Good news: A&B moved your application for <script>alert(1)</script> to Interview.\n\nOpen it: http://localhost/applications`,
    });
    expect(outcome).toBe("sent");
    const mail = parseMail((await sink.waitFor((m) => m.to.includes(user.email))).data);

    const listUnsubscribe = mail.headers.get("list-unsubscribe") ?? "";
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = listUnsubscribe.slice(1, -1);

    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("<script>alert(1)</script>");
    expect(mail.text).toContain(url);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("A&amp;B moved");
    expect(mail.html).toContain(`<a href="${url.replace(/&/g, "&amp;")}">`);
    expect(mail.html).toContain('<a href="http://localhost/applications">');

    const row = await getDb().emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ kind: "decision", status: "sent" });
    expect(row.html).toContain("&lt;script&gt;");
    expect((row.headers as Record<string, string>)["List-Unsubscribe"]).toBe(listUnsubscribe);

    // The GET page says what the link is about and changes nothing.
    const page = await fetch(onServer(url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Emails about employers&#x27; decisions are on");
    expect((await getDb().communicationSettings.findUnique({ where: { userId: user.id } }))?.emailDecisions ?? true).toBe(true);

    // One click, signed out: the kind is off, and the next decision email is not sent.
    const clicked = await oneClick(url);
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain("You are unsubscribed");
    expect((await getDb().communicationSettings.findUniqueOrThrow({ where: { userId: user.id } })).emailDecisions).toBe(false);
    expect(await sendEmail({ to: user.email, userId: user.id, kind: "decision", subject: "Offer", text: "An offer." })).toBe("switched-off");
    // Other kinds and account emails still go.
    expect(await sendEmail({ to: user.email, userId: user.id, kind: "billing", subject: "Receipt", text: "Paid." })).toBe("sent");
    expect(await sendEmail({ to: user.email, subject: "Your password was changed", text: "Changed." })).toBe("sent");
    expect(await getDb().emailOutbox.count({ where: { to: user.email, subject: "Offer" } })).toBe(0);

    // The page's "Turn back on" button (a form post, still signed out) turns it on again.
    const back = await fetch(onServer(url), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=on", redirect: "manual" });
    expect(back.status).toBe(200);
    expect((await getDb().communicationSettings.findUniqueOrThrow({ where: { userId: user.id } })).emailDecisions).toBe(true);
  });

  it("the settings API shows and switches each kind", async () => {
    const user = await veteran();
    const api = new ApiClient(server.baseUrl);
    const login = await api.post("/api/auth/login", { email: user.email, password: "Secret123!" });
    expect(login.status).toBe(200);
    const me = api.withToken(login.body.access_token as string);
    const read = await me.get("/api/communication-settings");
    expect(read.body).toMatchObject({ email_job_alerts: true, email_application_sent: true, email_decisions: true, email_drafts_waiting: true, email_billing: true });
    const saved = await me.request("PUT", "/api/communication-settings", { email_billing: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email_billing: false, email_job_alerts: true });
    expect((await me.request("PUT", "/api/communication-settings", { email_billing: "no" })).status).toBe(422);
    expect(await sendEmail({ to: user.email, userId: user.id, kind: "billing", subject: "Receipt", text: "Paid." })).toBe("switched-off");
  });

  it("a forged, altered, expired or deleted account's token is refused with 4xx and changes nothing", async () => {
    const user = await veteran();
    const good = signUnsubscribeToken({ userId: user.id, kind: "billing" });
    const expired = signUnsubscribeToken({ userId: user.id, kind: "billing" }, new Date(Date.now() - 61 * 86_400_000));
    // Same signature, another user's id: the HMAC no longer matches.
    const other = await veteran();
    const swapped = good.replace(`u1.${user.id}.`, `u1.${other.id}.`);
    const tampered = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
    for (const token of [expired, swapped, tampered, "u1.1.4.0.9999999999.x", "", "garbage"]) {
      const url = `http://x/unsubscribe?token=${encodeURIComponent(token)}`;
      expect((await oneClick(url)).status, token).toBe(400);
      expect((await fetch(onServer(url))).status, token).toBe(400);
    }
    for (const id of [user.id, other.id]) {
      expect((await getDb().communicationSettings.findUnique({ where: { userId: id } }))?.emailBilling ?? true).toBe(true);
    }
    // A deleted account's link leads nowhere.
    await getDb().user.update({ where: { id: user.id }, data: { status: "deleted" } });
    expect((await oneClick(`http://x/unsubscribe?token=${encodeURIComponent(good)}`)).status).toBe(400);
  });
});
