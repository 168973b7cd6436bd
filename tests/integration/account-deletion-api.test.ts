// Issue 44 item 7: only the owner can delete the account (password again, the 2FA code when it is
// on), and the deletion deletes or anonymises every row that names or quotes the user, in every
// table of the schema that points at a user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_REFERENCES } from "~/domain/accounts/delete-account.server";
import { getDb } from "~/lib/db.server";
import { loadDatamodel } from "../../scripts/lib/dmmf";
import { ApiClient } from "../fixtures/api-client";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { latestCodeFor } from "../fixtures/outbox";
import { nextIp, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";
import { signUp } from "../fixtures/sign-up";

let server: TestServer;
let api: ApiClient;
let n = 0;
let schemaReferences: string[] = [];

beforeAll(async () => {
  // Read before the server starts: the schema is read by a child process, which blocks this one.
  schemaReferences = userReferencesInSchema();
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
});
afterAll(async () => server?.close());

async function person(name: string): Promise<TestAccount> {
  n++;
  const email = `gone${n}@example.com`;
  const res = await signUp(api.withIp(nextIp()), { email, password: "Secret123!", full_name: name, role: "veteran" });
  expect(res.status).toBe(201);
  const token = res.body.access_token as string;
  return { email, password: "Secret123!", userId: res.body.user_id as number, token, client: api.withToken(token).withIp(nextIp()) };
}

describe("POST /api/account/delete asks the owner again", () => {
  it("refuses a token alone: the password is required and must be right", async () => {
    const vet = await person("Tok Holder");
    const none = await vet.client.post("/api/account/delete");
    expect(none.status).toBe(422);
    expect(none.body.detail).toBe("Enter your password to delete your account");
    const wrong = await vet.client.post("/api/account/delete", { password: "not-it" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe("Current password is incorrect");
    expect((await vet.client.get("/api/auth/me")).status).toBe(200);
    expect((await getDb().user.findUniqueOrThrow({ where: { id: vet.userId } })).status).toBe("active");

    const ok = await vet.client.post("/api/account/delete", { password: vet.password });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Account deletion initiated");
  });

  it("with 2FA on, also the code emailed for this step", async () => {
    const vet = await person("Two Factor");
    await api.withIp(nextIp()).post("/api/auth/2fa/send", { email: vet.email });
    expect((await api.withIp(nextIp()).post("/api/auth/2fa/verify", { email: vet.email, otp_code: await latestCodeFor(vet.email) })).status).toBe(200);

    const asked = await vet.client.post("/api/account/delete", { password: vet.password });
    expect(asked.status).toBe(422);
    expect(asked.body.detail).toBe("Enter the 6-digit verification code we just emailed you");
    const mail = await getDb().emailOutbox.findFirstOrThrow({ where: { to: vet.email }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("Your code to delete your VetCareer account");
    const code = await latestCodeFor(vet.email);

    const wrongPassword = await vet.client.post("/api/account/delete", { password: "nope", otp_code: code });
    expect(wrongPassword.body.detail).toBe("Current password is incorrect");
    const wrongCode = await vet.client.post("/api/account/delete", { password: vet.password, otp_code: code === "000000" ? "111111" : "000000" });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.detail).toBe("Invalid or expired verification code");
    expect((await vet.client.get("/api/auth/me")).status).toBe(200);

    const ok = await vet.client.post("/api/account/delete", { password: vet.password, otp_code: code });
    expect(ok.status).toBe(200);
    expect((await vet.client.get("/api/auth/me")).status).toBe(401);
  });
});

describe("POST /api/account/delete deletes what names or quotes the user", () => {
  it("the recipient's notification and email copy go, the messages stay from 'Deleted user', follows, blocks, views and drafts go", async () => {
    const leaver = await person("Lee Leaver");
    const friend = await person("Fay Friend");
    const third = await person("Tom Third");
    await friend.client.request("PUT", "/api/communication-settings", { allow_messages_from_anyone: true });
    const started = await leaver.client.post("/api/dm/threads", { participants: [friend.userId] });
    const threadId = (started.body.thread as { id: number }).id;
    expect((await leaver.client.post(`/api/dm/threads/${threadId}/messages`, { content: "Private plans for Friday" })).status).toBe(201);
    expect((await friend.client.post(`/api/dm/threads/${threadId}/messages`, { content: "Sounds good" })).status).toBe(201);
    expect((await leaver.client.post(`/api/follow/${friend.userId}`)).status).toBe(200);
    expect((await friend.client.post(`/api/follow/${leaver.userId}`)).status).toBe(200);
    expect((await third.client.post(`/api/follow/${friend.userId}`)).status).toBe(200);
    expect((await leaver.client.post(`/api/users/${third.userId}/block`)).status).toBeLessThan(300);
    expect((await leaver.client.get(`/api/users/${friend.userId}/profile`)).status).toBe(200);
    await getDb().postDraft.create({ data: { userId: leaver.userId, content: "half-written" } });

    const db = getDb();
    const before = await friend.client.get("/api/notifications");
    expect(before.body.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "New message from Lee Leaver", body: "Private plans for Friday" }),
        expect.objectContaining({ title: "Lee Leaver and 1 other followed you" }),
      ]),
    );
    expect(await db.emailOutbox.count({ where: { to: friend.email, subject: "New message from Lee Leaver" } })).toBe(1);
    expect(await db.userBlock.count({ where: { blockerId: leaver.userId } })).toBe(1);
    expect(await db.profileView.count({ where: { viewerId: leaver.userId } })).toBe(1);

    expect((await leaver.client.post("/api/account/delete", { password: leaver.password })).status).toBe(200);

    const after = (await friend.client.get("/api/notifications")).body.notifications as Array<{ title: string; body: string | null }>;
    const text = JSON.stringify(after);
    expect(text).not.toContain("Lee Leaver");
    expect(text).not.toContain("Private plans");
    // The follow notification still counts the one who stays, named now.
    expect(after.map((x) => x.title)).toEqual(["Tom Third started following you"]);
    const outbox = JSON.stringify(await db.emailOutbox.findMany());
    expect(outbox).not.toContain("Lee Leaver");
    expect(outbox).not.toContain("Private plans");

    const messages = await friend.client.get(`/api/dm/threads/${threadId}/messages`);
    expect(messages.status).toBe(200);
    expect((messages.body.messages as Array<{ sender_name: string; content: string }>).map((m) => [m.sender_name, m.content])).toEqual([
      ["Fay Friend", "Sounds good"],
      ["Deleted user", "Private plans for Friday"],
    ]);
    expect(await db.follow.count({ where: { OR: [{ followerId: leaver.userId }, { followeeId: leaver.userId }] } })).toBe(0);
    expect(await db.userBlock.count({ where: { OR: [{ blockerId: leaver.userId }, { blockedId: leaver.userId }] } })).toBe(0);
    expect(await db.profileView.count({ where: { OR: [{ viewerId: leaver.userId }, { profileUserId: leaver.userId }] } })).toBe(0);
    expect(await db.postDraft.count({ where: { userId: leaver.userId } })).toBe(0);
    expect(await db.session.count({ where: { userId: leaver.userId } })).toBe(0);
  });
});

/** Columns naming a user without a relation to it (an actor id kept for an audit trail, a cursor). */
const USER_ID_COLUMN = /(user|author|actor|viewer|sender|owner|employer|admin|reviewer|follower|followee|blocker|blocked|reporter|By)Id$/i;

/** Every "Model.field" of the schema that points at a user: relation fields to User and user-id-like columns. */
function userReferencesInSchema(): string[] {
  const found = new Set<string>();
  for (const model of loadDatamodel().models) {
    if (model.name === "User") continue;
    for (const field of model.fields) {
      if (field.kind === "object" && field.type === "User") for (const from of field.relationFromFields ?? []) found.add(`${model.name}.${from}`);
      if (field.kind === "scalar" && USER_ID_COLUMN.test(field.name)) found.add(`${model.name}.${field.name}`);
    }
  }
  return [...found].sort();
}

interface Ctx {
  victim: { id: number; email: string };
  other: number;
  third: number;
  otherPost: number;
  job: number;
}

/** One row per reference that points at the victim, the way the feature would leave it. */
const SEEDS: Record<string, (c: Ctx) => Promise<unknown>> = {
  "Credential.userId": async () => undefined, // registration made it
  "Session.userId": async () => undefined, // registration signed in
  "OneTimeCode.userId": (c) => getDb().oneTimeCode.create({ data: { userId: c.victim.id, purpose: "login", codeHash: "x", expiresAt: new Date(Date.now() + 60_000) } }),
  "VeteranProfile.userId": (c) =>
    getDb().veteranProfile.upsert({ where: { userId: c.victim.id }, create: { userId: c.victim.id, phone: "555-0100", bio: "Me" }, update: { phone: "555-0100", bio: "Me" } }),
  "EmployerProfile.userId": (c) => createEmployerProfile(c.victim.id, { companyName: "Victim Co" }),
  "EmployerProfile.reviewedById": async (c) => {
    const profile = await createEmployerProfile(c.other);
    await getDb().employerProfile.update({ where: { id: profile.id }, data: { reviewedById: c.victim.id } });
  },
  "Subscription.userId": (c) =>
    getDb().subscription.upsert({ where: { userId: c.victim.id }, create: { userId: c.victim.id, tier: "pro", status: "active" }, update: { tier: "pro", status: "active" } }),
  "Payment.userId": (c) => getDb().payment.create({ data: { userId: c.victim.id, planId: "pro", amountCents: 2900, description: "Pro plan", status: "paid" } }),
  "SubscriptionEvent.userId": (c) => getDb().subscriptionEvent.create({ data: { userId: c.victim.id, action: "upgraded", source: "user", actorId: c.victim.id } }),
  "SubscriptionEvent.actorId": (c) => getDb().subscriptionEvent.create({ data: { userId: c.other, action: "status_changed", source: "admin", actorId: c.victim.id } }),
  "Job.employerId": (c) => getDb().job.create({ data: { title: "Own job", company: "Victim Co", description: "x", employerId: c.victim.id } }),
  "JobView.viewerId": (c) => getDb().jobView.create({ data: { jobId: c.job, viewerId: c.victim.id } }),
  "JobGoneReport.reporterId": (c) => getDb().jobGoneReport.create({ data: { jobId: c.job, reporterId: c.victim.id } }),
  "Application.userId": (c) => getDb().application.create({ data: { userId: c.victim.id, jobId: c.job } }),
  "AutoApplySettings.userId": (c) => getDb().autoApplySettings.create({ data: { userId: c.victim.id } }),
  "AutoApplyRun.userId": (c) => getDb().autoApplyRun.create({ data: { userId: c.victim.id } }),
  "AutoApplyUsage.userId": (c) => getDb().autoApplyUsage.create({ data: { userId: c.victim.id, month: "2026-12", used: 1 } }),
  "AutoApplyScan.lastUserId": (c) => getDb().autoApplyScan.create({ data: { period: `deletion-${c.victim.id}`, lastUserId: c.victim.id } }),
  "Resume.userId": (c) => getDb().resume.create({ data: { userId: c.victim.id, formattedText: "My resume" } }),
  "ResumeExperience.userId": (c) => getDb().resumeExperience.create({ data: { userId: c.victim.id, position: 0, title: "Sergeant", organization: "Army", bullets: [] } }),
  "ResumeConfirmedSkill.userId": (c) => getDb().resumeConfirmedSkill.create({ data: { userId: c.victim.id, name: "Logistics" } }),
  "VerificationRequest.userId": (c) => getDb().verificationRequest.create({ data: { userId: c.victim.id, documentType: "DD-214", documentUrl: "https://example.com/a.pdf" } }),
  "VerificationRequest.reviewerId": (c) =>
    getDb().verificationRequest.create({ data: { userId: c.other, documentType: "DD-214", documentUrl: "https://example.com/b.pdf", reviewerId: c.victim.id } }),
  "AccountToken.userId": (c) =>
    getDb().accountToken.create({ data: { userId: c.victim.id, purpose: "password_reset", tokenHash: `gone-${c.victim.id}`, email: c.victim.email, expiresAt: new Date(Date.now() + 60_000) } }),
  "AuthenticatorApp.userId": (c) => getDb().authenticatorApp.create({ data: { userId: c.victim.id, secretSealed: "sealed" } }),
  "RecoveryCode.userId": (c) => getDb().recoveryCode.create({ data: { userId: c.victim.id, codeHash: "x" } }),
  "Passkey.userId": (c) => getDb().passkey.create({ data: { userId: c.victim.id, credentialId: `cred-${c.victim.id}`, publicKey: "pk", name: "Laptop" } }),
  "WebAuthnChallenge.userId": (c) =>
    getDb().webAuthnChallenge.create({ data: { userId: c.victim.id, challenge: `ch-${c.victim.id}`, purpose: "register", expiresAt: new Date(Date.now() + 60_000) } }),
  "JobFit.userId": (c) =>
    getDb().jobFit.create({ data: { userId: c.victim.id, jobId: c.job, score: 70, reasons: [], kinds: [], profileVersion: "p", jobVersion: "j", scorerVersion: 1 } }),
  "FitIndexState.userId": (c) => getDb().fitIndexState.create({ data: { userId: c.victim.id, profileVersion: "p", scorerVersion: 1, rankedAt: new Date() } }),
  "SavedJob.userId": (c) => getDb().savedJob.create({ data: { userId: c.victim.id, jobId: c.job } }),
  "SavedSearch.userId": (c) => getDb().savedSearch.create({ data: { userId: c.victim.id, name: "Drivers", query: { q: "driver" } } }),
  "UploadedResume.userId": (c) =>
    getDb().uploadedResume.create({ data: { userId: c.victim.id, fileName: "me.pdf", storedName: `deleted-test-${c.victim.id}.pdf`, mime: "application/pdf", size: 10 } }),
  "SupportMessage.userId": (c) => getDb().supportMessage.create({ data: { userId: c.victim.id, email: c.victim.email, subject: "Help", body: "Please help me with my account." } }),
  "TalentSearch.employerId": (c) => getDb().talentSearch.create({ data: { employerId: c.victim.id, query: {} } }),
  "TalentSearchResult.employerId": (c) => getDb().talentSearchResult.create({ data: { employerId: c.victim.id, veteranId: c.other, month: "2026-12" } }),
  "TalentSearchResult.veteranId": (c) => getDb().talentSearchResult.create({ data: { employerId: c.other, veteranId: c.victim.id, month: "2026-12" } }),
  "TalentView.employerId": (c) => getDb().talentView.create({ data: { employerId: c.victim.id, veteranId: c.other, month: "2026-12" } }),
  "TalentView.veteranId": (c) => getDb().talentView.create({ data: { employerId: c.other, veteranId: c.victim.id, month: "2026-12", counted: true } }),
  "Post.authorId": (c) => getDb().post.create({ data: { authorId: c.victim.id, content: "My post" } }),
  "Reaction.userId": (c) => getDb().reaction.create({ data: { postId: c.otherPost, userId: c.victim.id, type: "heart" } }),
  "Comment.authorId": (c) => getDb().comment.create({ data: { postId: c.otherPost, authorId: c.victim.id, content: "My comment" } }),
  "Bookmark.userId": (c) => getDb().bookmark.create({ data: { postId: c.otherPost, userId: c.victim.id } }),
  "Report.reporterId": (c) => getDb().report.create({ data: { postId: c.otherPost, reporterId: c.victim.id, reason: "spam" } }),
  "Report.resolvedById": (c) => getDb().report.create({ data: { postId: c.otherPost, reporterId: c.third, reason: "spam", status: "resolved", resolvedById: c.victim.id } }),
  "PostDraft.userId": (c) => getDb().postDraft.create({ data: { userId: c.victim.id, content: "draft" } }),
  "Follow.followerId": (c) => getDb().follow.create({ data: { followerId: c.victim.id, followeeId: c.other } }),
  "Follow.followeeId": (c) => getDb().follow.create({ data: { followerId: c.other, followeeId: c.victim.id } }),
  "PostMention.userId": (c) => getDb().postMention.create({ data: { postId: c.otherPost, userId: c.victim.id } }),
  "MessageThread.createdById": (c) => getDb().messageThread.create({ data: { createdById: c.victim.id, isGroup: true, threadName: "Team" } }),
  "ThreadParticipant.userId": async (c) => {
    const thread = await getDb().messageThread.create({ data: { createdById: c.other } });
    await getDb().threadParticipant.createMany({ data: [{ threadId: thread.id, userId: c.victim.id }, { threadId: thread.id, userId: c.other }] });
  },
  "Message.senderId": async (c) => {
    const thread = await getDb().threadParticipant.findFirstOrThrow({ where: { userId: c.victim.id }, select: { threadId: true } });
    await getDb().message.create({ data: { threadId: thread.threadId, senderId: c.victim.id, content: "hello from me" } });
  },
  "UserBlock.blockerId": (c) => getDb().userBlock.create({ data: { blockerId: c.victim.id, blockedId: c.third } }),
  "UserBlock.blockedId": (c) => getDb().userBlock.create({ data: { blockerId: c.third, blockedId: c.victim.id } }),
  "Notification.userId": (c) => getDb().notification.create({ data: { userId: c.victim.id, type: "system", title: "Mine" } }),
  "Notification.actorId": (c) => getDb().notification.create({ data: { userId: c.other, type: "message", title: "New message from Victim", actorId: c.victim.id } }),
  "NotificationActor.userId": async (c) => {
    const row = await getDb().notification.create({ data: { userId: c.third, type: "follow", title: "x", actorId: c.other, groupKey: "follow", openKey: "follow", actorCount: 2 } });
    await getDb().notificationActor.createMany({ data: [{ notificationId: row.id, userId: c.other, createdAt: new Date(Date.now() - 1000) }, { notificationId: row.id, userId: c.victim.id }] });
  },
  "ProfileView.profileUserId": (c) => getDb().profileView.create({ data: { profileUserId: c.victim.id, viewerId: c.other, day: new Date("2026-11-30T00:00:00Z") } }),
  "ProfileView.viewerId": (c) => getDb().profileView.create({ data: { profileUserId: c.other, viewerId: c.victim.id, day: new Date("2026-11-30T00:00:00Z") } }),
  "CommunicationSettings.userId": (c) => getDb().communicationSettings.upsert({ where: { userId: c.victim.id }, create: { userId: c.victim.id }, update: {} }),
  "AuditLog.adminId": (c) => getDb().auditLog.create({ data: { adminId: c.victim.id, adminEmail: c.victim.email, actionType: "x", resourceType: "user" } }),
  "EmailOutbox.aboutUserId": (c) => getDb().emailOutbox.create({ data: { to: "someone@example.com", subject: "New message from Victim", text: "quote", aboutUserId: c.victim.id } }),
  "EmailOutbox.to": (c) => getDb().emailOutbox.create({ data: { to: c.victim.email, subject: "Welcome", text: "hi" } }),
};

/** Rows that stay (for the other people or the books) and what makes them anonymous. */
const KEPT: Record<string, (c: Ctx) => Promise<void>> = {
  "VeteranProfile.userId": async (c) => expect(await getDb().veteranProfile.findUniqueOrThrow({ where: { userId: c.victim.id } })).toMatchObject({ phone: null, bio: null }),
  "EmployerProfile.userId": async (c) =>
    expect(await getDb().employerProfile.findUniqueOrThrow({ where: { userId: c.victim.id } })).toMatchObject({ companyName: "Deleted company", contactPerson: "Deleted user", phone: null }),
  "Subscription.userId": async (c) => expect(await getDb().subscription.findUniqueOrThrow({ where: { userId: c.victim.id } })).toMatchObject({ status: "canceled" }),
  "Payment.userId": async () => undefined, // the books; the user row it names is anonymised (checked below)
  "SubscriptionEvent.userId": async () => undefined,
  // Left only on the user's own (anonymised) billing trail; on anyone else's it is cleared.
  "SubscriptionEvent.actorId": async (c) =>
    expect(await getDb().subscriptionEvent.count({ where: { actorId: c.victim.id, userId: { not: c.victim.id } } })).toBe(0),
  "Job.employerId": async (c) => expect(await getDb().job.count({ where: { employerId: c.victim.id, status: "open" } })).toBe(0),
  "Message.senderId": async () => undefined, // shows as "Deleted user" (the scenario above reads it through the API)
  "AutoApplyScan.lastUserId": async () => undefined, // a cursor position, no data about anyone
};

describe("every table with a user column is handled by the deletion", () => {
  it("lists each reference in the schema, seeds it, and finds it deleted or anonymised after POST /api/account/delete", async () => {
    const inSchema = schemaReferences;
    // A new user column fails here until delete-account.server.ts (USER_REFERENCES) and this test handle it.
    expect(inSchema.filter((ref) => !(ref in USER_REFERENCES))).toEqual([]);
    expect(inSchema.filter((ref) => !(ref in SEEDS))).toEqual([]);
    expect(Object.keys(USER_REFERENCES).filter((ref) => !inSchema.includes(ref) && ref !== "EmailOutbox.to")).toEqual([]);

    const victim = await person("Vic Victim");
    const other = await person("Otto Other");
    const third = await person("Thea Third");
    const db = getDb();
    const otherPost = (await db.post.create({ data: { authorId: other.userId, content: "Other's post" } })).id;
    const job = (await db.job.create({ data: { title: "Job", company: "Acme", description: "x" } })).id;
    const ctx: Ctx = { victim: { id: victim.userId, email: victim.email }, other: other.userId, third: third.userId, otherPost, job };
    for (const ref of Object.keys(SEEDS)) await SEEDS[ref](ctx);

    const count = (ref: string) => {
      const [model, field] = ref.split(".");
      const delegate = (db as unknown as Record<string, { count(args: { where: Record<string, unknown> }): Promise<number> }>)[model[0].toLowerCase() + model.slice(1)];
      return delegate.count({ where: { [field]: field === "to" ? victim.email : victim.userId } });
    };
    for (const ref of Object.keys(USER_REFERENCES)) expect(await count(ref), `seeded ${ref}`).toBeGreaterThan(0);

    expect((await victim.client.post("/api/account/delete", { password: victim.password })).status).toBe(200);

    for (const [ref, handling] of Object.entries(USER_REFERENCES)) {
      const left = await count(ref);
      if (handling === "deleted") expect(left, `${ref} rows left`).toBe(0);
      else if (left > 0) {
        expect(KEPT[ref], `${ref} stays without saying how it is anonymous`).toBeDefined();
        await KEPT[ref](ctx);
      }
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: victim.userId } })).toMatchObject({
      email: `deleted-${victim.userId}@deleted.invalid`,
      fullName: "Deleted user",
      handle: null,
      status: "deleted",
    });
    // The follow notification that counted the victim among others names the one who stays.
    expect(await db.notification.findFirstOrThrow({ where: { userId: third.userId, type: "follow" } })).toMatchObject({
      actorId: other.userId,
      actorCount: 1,
      title: "Otto Other started following you",
    });
  });
});
