import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { SmtpSink } from "../fakes/smtp-sink";
import { ApiClient } from "../fixtures/api-client";
import { createAccount } from "~/domain/accounts/create-account.server";
import { hashPassword } from "~/lib/password.server";
import { nextIp } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
const sink = new SmtpSink();

beforeAll(async () => {
  const smtpUrl = await sink.start();
  server = await startTestServer({ SMTP_URL: smtpUrl });
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  await sink.stop();
});

describe("verification codes with SMTP configured (issue 8 item 4)", () => {
  it("the code leaves by mail only: the outbox row keeps no code, and the subject never has one", async () => {
    const email = "smtp.codes@example.com";
    // An account whose address is confirmed: with SMTP the sign-up link leaves by mail only, as codes do.
    const passwordHash = await hashPassword("Secret123!");
    await getDb().$transaction((tx) => createAccount(tx, { email, passwordHash, fullName: "Smtp Codes", role: "veteran", verified: true }));
    expect((await api.withIp(nextIp()).post("/api/auth/2fa/send", { email })).status).toBe(200);

    const mail = await sink.waitFor((m) => m.to.includes(email) && /verification code is \d{6}/.test(m.data));
    const code = /verification code is (\d{6})/.exec(mail.data)?.[1] ?? "";
    expect(/^Subject: (.*)$/m.exec(mail.data)?.[1]).toBe("Your code to turn on two-factor authentication");

    const row = await getDb().emailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
    expect(row.status).toBe("sent");
    expect(row.subject).toBe("Your code to turn on two-factor authentication");
    expect(row.text).not.toContain(code);
    expect(row.text).not.toMatch(/\d{6}/);

    // The mailed code works.
    expect((await api.withIp(nextIp()).post("/api/auth/2fa/verify", { email, otp_code: code })).status).toBe(200);
  });
});
