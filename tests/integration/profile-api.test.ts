import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { ApiClient } from "../fixtures/api-client";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { createEmployerProfile } from "../fixtures/employer-profile";
import { nextIp, registerAccount, type TestAccount } from "../fixtures/test-accounts";
import { startTestServer, type TestServer } from "../fixtures/test-server";

let server: TestServer;
let api: ApiClient;
let vet: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  api = new ApiClient(server.baseUrl);
  vet = await registerAccount(api, "profile.vet@example.com");
});
afterAll(async () => server?.close());

const fullEdit = {
  full_name: "Jordan A. Miles",
  phone: "(210) 555-0199",
  location: "San Antonio, TX",
  headline: "Army IT Specialist | Network Administration",
  bio: "Eight years keeping brigade networks up.",
  military_branch: "Army",
  military_rank: "Staff Sergeant (E-6)",
  mos_code: "25b",
  years_of_service: "8",
  clearance_level: "Secret",
  deployments: "Afghanistan (2016-2017)",
  unit: "1st Armored Division",
  current_position: "IT NCO",
  desired_roles: ["Network Administrator", "Systems Administrator"],
  skills: "Active Directory, Cisco IOS, , Active Directory",
  industries: ["technology", "defense"],
};

describe("GET/PUT /api/veteran/profile", () => {
  it("returns every SPEC field of a fresh profile, lists as arrays", async () => {
    const res = await vet.client.get("/api/veteran/profile");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: "Jordan Miles",
      email: "profile.vet@example.com",
      verified_status: false,
      subscription_tier: "free_trial",
      years_of_service: null,
      desired_roles: [],
      skills: [],
      industries: [],
      profile_pic_url: null,
    });
    for (const key of [
      "phone",
      "location",
      "headline",
      "bio",
      "member_since",
      "military_branch",
      "branch",
      "military_rank",
      "mos_code",
      "clearance_level",
      "deployments",
      "unit",
      "current_position",
    ]) {
      expect(res.body).toHaveProperty(key);
    }
  });

  it("saves the whole edited profile and returns it", async () => {
    const res = await vet.client.request("PUT", "/api/veteran/profile", fullEdit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: "Jordan A. Miles",
      mos_code: "25B",
      years_of_service: 8,
      clearance_level: "Secret",
      military_branch: "Army",
      branch: "Army",
      skills: ["Active Directory", "Cisco IOS"],
      desired_roles: ["Network Administrator", "Systems Administrator"],
    });
    const again = await vet.client.get("/api/veteran/profile");
    expect(again.body.skills).toEqual(["Active Directory", "Cisco IOS"]);
    expect((await vet.client.get("/api/auth/me")).body.full_name).toBe("Jordan A. Miles");
  });

  it("leaves fields that are not sent alone and clears fields sent empty", async () => {
    const res = await vet.client.request("PUT", "/api/veteran/profile", { headline: "", years_of_service: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      headline: null,
      years_of_service: null,
      location: "San Antonio, TX",
      skills: ["Active Directory", "Cisco IOS"],
    });
  });

  it("never changes tier, role or verified status through the profile", async () => {
    const echo = {
      ...(await vet.client.get("/api/veteran/profile")).body,
      verified_status: true,
      subscription_tier: "elite",
      role: "admin",
      email: "x@evil.test",
    };
    const res = await vet.client.request("PUT", "/api/veteran/profile", echo);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verified_status: false,
      subscription_tier: "free_trial",
      role: "veteran",
      email: "profile.vet@example.com",
    });
    const user = await getDb().user.findUniqueOrThrow({
      where: { id: vet.userId },
      include: { subscription: true, veteranProfile: true },
    });
    expect(user.role).toBe("veteran");
    expect(user.subscription?.tier).toBe("free_trial");
    expect(user.veteranProfile?.verifiedStatus).toBe(false);
  });

  it("answers bad values with 422, broken JSON with 400 and no token with 401", async () => {
    const years = await vet.client.request("PUT", "/api/veteran/profile", { years_of_service: 2.5 });
    expect(years.status).toBe(422);
    expect(years.body.detail).toBe("Years of service must be a whole number");
    const branch = await vet.client.request("PUT", "/api/veteran/profile", { military_branch: "Starfleet" });
    expect(branch.status).toBe(422);
    expect((await vet.client.request("PUT", "/api/veteran/profile", "{oops")).status).toBe(400);
    expect((await api.withToken(null).get("/api/veteran/profile")).status).toBe(401);
    expect((await vet.client.post("/api/veteran/profile", {})).status).toBe(405);
  });

  it("is for veterans: an employer gets 403", async () => {
    const employer = await registerAccount(api, "profile.hr@example.com", "employer");
    expect((await employer.client.get("/api/veteran/profile")).status).toBe(403);
    expect((await employer.client.request("PUT", "/api/veteran/profile", { bio: "hi" })).status).toBe(403);
  });
});

describe("GET /api/users/{id}/profile", () => {
  let other: TestAccount;
  beforeAll(async () => {
    other = await registerAccount(api, "profile.other@example.com");
    await other.client.request("PUT", "/api/veteran/profile", { phone: "555-0100", headline: "Navy LS", skills: ["SAP"] });
  });

  it("shows another veteran's profile without email, phone or tier", async () => {
    const res = await vet.client.get(`/api/users/${other.userId}/profile`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: other.userId,
      headline: "Navy LS",
      skills: ["SAP"],
      email: null,
      phone: null,
      subscription_tier: null,
      is_own: false,
    });
  });

  it("shows contact details only to an approved employer the veteran applied to; pending and rejected employers see no profile", async () => {
    const employer = await registerAccount(api, "profile.approved@example.com", "employer");
    // Without company details, and then pending or rejected: no veteran profile at all.
    expect((await employer.client.get(`/api/users/${other.userId}/profile`)).status).toBe(403);
    await createEmployerProfile(employer.userId, { approvalStatus: "pending" });
    const pending = await employer.client.get(`/api/users/${other.userId}/profile`);
    expect(pending.status).toBe(403);
    expect(pending.body.detail).toBe("Your employer account must be approved before you can view veteran profiles.");
    await getDb().employerProfile.update({ where: { userId: employer.userId }, data: { approvalStatus: "rejected" } });
    expect((await employer.client.get(`/api/users/${other.userId}/profile`)).status).toBe(403);

    await getDb().employerProfile.update({ where: { userId: employer.userId }, data: { approvalStatus: "approved" } });
    const stranger = await employer.client.get(`/api/users/${other.userId}/profile`);
    expect(stranger.status).toBe(200);
    expect(stranger.body).toMatchObject({ user_id: other.userId, headline: "Navy LS", email: null, phone: null });

    const job = {
      body: {
        id: (
          await getDb().job.create({
            data: {
              title: "Logistics Lead",
              company: "Acme",
              description: "Run the warehouse.",
              source: "employer",
              employerId: employer.userId,
              status: "open",
              tags: [],
            },
          })
        ).id,
      },
    };
    const otherEmployer = await registerAccount(api, "profile.other.employer@example.com", "employer");
    await createEmployerProfile(otherEmployer.userId, { approvalStatus: "approved" });
    const otherJob = await getDb().job.create({
      data: {
        title: "Driver",
        company: "Other",
        description: "Drive.",
        source: "employer",
        employerId: otherEmployer.userId,
        status: "open",
        tags: [],
      },
    });

    // A draft the veteran never sent, and an application to someone else's job, open nothing.
    await getDb().application.create({
      data: { userId: other.userId, jobId: job.body.id as number, status: "pending", isAutoApplied: false },
    }); // an auto-applied one would also spend an AI application when sent (decision 092)
    await getDb().application.create({
      data: { userId: other.userId, jobId: otherJob.id, status: "sent", isAutoApplied: false },
    });
    expect((await employer.client.get(`/api/users/${other.userId}/profile`)).body).toMatchObject({ email: null, phone: null });

    expect(
      (
        await other.client.request(
          "PATCH",
          `/api/applications/${(await getDb().application.findFirstOrThrow({ where: { userId: other.userId, jobId: job.body.id as number } })).id}/submit`,
        )
      ).status,
    ).toBe(200);
    const applied = await employer.client.get(`/api/users/${other.userId}/profile`);
    expect(applied.body).toMatchObject({ email: "profile.other@example.com", phone: "555-0100" });
    expect((await otherEmployer.client.get(`/api/users/${other.userId}/profile`)).body).toMatchObject({
      email: "profile.other@example.com",
    });
  });

  it("shows veterans only: admins and employers are not browsable profiles, not even to an admin", async () => {
    const admin = await createAdmin({ email: "profile.admin@example.com", password: "AdminPass123!", fullName: "Profile Admin" });
    const adminLogin = await api
      .withIp(nextIp())
      .post("/api/auth/login", { email: "profile.admin@example.com", password: "AdminPass123!" });
    const adminClient = api.withToken(adminLogin.body.access_token as string).withIp(nextIp());
    const employer = await registerAccount(api, "profile.browsed.employer@example.com", "employer");
    await createEmployerProfile(employer.userId, { approvalStatus: "approved" });

    for (const viewer of [vet.client, employer.client, adminClient]) {
      const res = await viewer.get(`/api/users/${admin.id}/profile`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: "Profile not found" });
    }
    expect((await vet.client.get(`/api/users/${employer.userId}/profile`)).status).toBe(404);
    expect((await employer.client.get(`/api/users/${employer.userId}/profile`)).status).toBe(404);
    // An admin may read a veteran's profile, but contact details are for the employers they applied to.
    expect((await adminClient.get(`/api/users/${other.userId}/profile`)).body).toMatchObject({
      user_id: other.userId,
      email: null,
      phone: null,
    });
  });

  it("gives the owner their full profile through their own id", async () => {
    const res = await vet.client.get(`/api/users/${vet.userId}/profile`);
    expect(res.body).toMatchObject({ email: "profile.vet@example.com", is_own: true });
  });

  it("answers 404 for unknown, malformed and deleted users", async () => {
    expect((await vet.client.get("/api/users/999999/profile")).status).toBe(404);
    const bad = await vet.client.get("/api/users/abc/profile");
    expect(bad.status).toBe(404);
    expect(bad.body.detail).toBe("Profile not found");
    const gone = await registerAccount(api, "profile.gone@example.com");
    expect((await gone.client.post("/api/account/delete", { password: gone.password })).status).toBe(200);
    expect((await vet.client.get(`/api/users/${gone.userId}/profile`)).status).toBe(404);
  });
});
