import { describe, expect, it } from "vitest";
import type { Role } from "@shared/roles";
import { ACTIONS, can, POLICY, refusalError, refusalOf, type Action, type Actor } from "~/domain/access/policy.server";

const ROLES: readonly Role[] = ["veteran", "employer", "admin"];

/** Who may take each action, written out independently of the table so a widened rule fails here. */
const WHO_MAY: Record<Action, readonly Role[]> = {
  "use-account": ROLES,
  "manage-second-factors": ROLES,
  "read-activity": ROLES,
  "read-notifications": ROLES,
  "browse-jobs": ROLES,
  "read-post": ROLES,
  "manage-subscription": ["veteran", "employer"],
  "buy-subscription": ["veteran", "employer"],
  "delete-own-account": ["veteran", "employer"],
  "message-user": ROLES,
  "message-anyone": ["admin"],
  "send-message": ROLES,
  "message-stranger": ROLES,
  "block-user": ROLES,
  "read-profile": ROLES,
  "use-social-hub": ["veteran", "admin"],
  "write-post": ["veteran", "admin"],
  "react-to-post": ["veteran", "admin"],
  "comment-on-post": ["veteran", "admin"],
  "follow-user": ["veteran", "admin"],
  "report-post": ["veteran", "admin"],
  "apply-to-job": ["veteran"],
  "draft-cover-letter": ["veteran"],
  "save-job": ["veteran"],
  "save-search": ["veteran"],
  "report-job-gone": ["veteran"],
  "track-applications": ["veteran"],
  "use-auto-apply": ["veteran"],
  "build-resume": ["veteran"],
  "upload-resume": ["veteran"],
  "read-application-resume": ["veteran", "employer"],
  "request-verification": ["veteran"],
  "keep-veteran-profile": ["veteran"],
  "view-veteran-home": ["veteran"],
  "view-veteran-dashboard": ["veteran", "admin"],
  "edit-veteran-profile": ["veteran", "admin"],
  "translate-military-experience": ["veteran", "admin"],
  "view-billing": ["veteran", "employer"],
  "view-own-receipt": ["veteran", "employer"],
  "edit-company": ["employer"],
  "view-employer-dashboard": ["employer"],
  "post-job": ["employer"],
  "manage-jobs": ["employer"],
  "review-applicants": ["employer"],
  "search-veterans": ["employer"],
  "view-admin-metrics": ["admin"],
  "view-audit-log": ["admin"],
  "view-admin-billing": ["admin"],
  "review-employer": ["admin"],
  "review-verification": ["admin"],
  "read-verification-document": ["admin"],
  "read-support-messages": ["admin"],
  "close-support-message": ["admin"],
  "moderate-job": ["admin"],
  "manage-job-sources": ["admin"],
  "moderate-post": ["admin"],
  "suspend-author": ["admin"],
  "manage-users": ["admin"],
  "change-user": ["admin"],
  "reset-admin-password": ["admin"],
};

/** Employers must be approved for these (SPEC: approval before the employer features). */
const NEEDS_APPROVAL: Partial<Record<Action, string>> = {
  "post-job": "Your employer account must be approved before you can post jobs.",
  "manage-jobs": "Your employer account must be approved before you can manage jobs.",
  "review-applicants": "Your employer account must be approved before you can review applicants.",
  "read-application-resume": "Your employer account must be approved before you can review applicants.",
  "search-veterans": "Your employer account must be approved before you can search veterans.",
  "read-profile": "Your employer account must be approved before you can view veteran profiles.",
  "send-message": "Your employer account must be approved before you can message veterans.",
};

/**
 * What an employer keeps while waiting for approval, or after being sent back to review or
 * rejected: their account, their company details and dashboard (to answer the review), billing,
 * jobs and posts to read, their own inbox to read and tidy, blocking. Everything else an employer
 * may do needs approval at the time of the act (NEEDS_APPROVAL).
 */
const WAITING_EMPLOYER_KEEPS: readonly Action[] = [
  "use-account",
  "manage-second-factors",
  "read-activity",
  "read-notifications",
  "browse-jobs",
  "read-post",
  "manage-subscription",
  "buy-subscription",
  "delete-own-account",
  "message-user",
  "message-stranger",
  "block-user",
  "view-billing",
  "view-own-receipt",
  "edit-company",
  "view-employer-dashboard",
];

const actor = (role: Role, status = "active", employerApproved = true, emailVerified = true): Actor => ({ id: 7, role, status, employerApproved, emailVerified });

/** Until its email is verified an account cannot reach strangers, report jobs, post jobs or search talent (issue 54). */
const NEEDS_VERIFIED_EMAIL: readonly Action[] = ["message-stranger", "report-job-gone", "post-job", "search-veterans"];

describe("the access policy table", () => {
  it("lists exactly the actions whose roles this test writes out", () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(WHO_MAY).sort());
  });

  describe.each(ACTIONS)("%s", (action) => {
    it.each(ROLES)("an active, approved %s is allowed exactly when the table names the role", (role) => {
      expect(can(actor(role), action)).toBe(WHO_MAY[action].includes(role));
      if (!WHO_MAY[action].includes(role)) expect(refusalOf(actor(role), action)).toEqual({ kind: "role" });
    });

    it.each(["suspended", "deleted", "pending"])("an account that is %s is refused whatever its role", (status) => {
      for (const role of ROLES) expect(can(actor(role, status), action)).toBe(false);
    });

    it("an employer waiting for approval is refused exactly the approval-gated actions, in SPEC's words", () => {
      const waiting = actor("employer", "active", false);
      const approvalMessage = NEEDS_APPROVAL[action];
      if (!WHO_MAY[action].includes("employer")) return expect(can(waiting, action)).toBe(false);
      expect(can(waiting, action)).toBe(approvalMessage === undefined);
      const refusal = refusalOf(waiting, action);
      if (approvalMessage) expect(refusal && refusalError(action, refusal)).toMatchObject({ status: 403, detail: approvalMessage });
    });

    it("a refusal is a 403 (or a 404) with a detail to show", () => {
      const outsider = ROLES.find((role) => !WHO_MAY[action].includes(role));
      const refused = outsider ? actor(outsider) : actor("veteran", "suspended");
      const refusal = refusalOf(refused, action);
      expect(refusal).not.toBeNull();
      const error = refusalError(action, refusal!);
      expect([403, 404]).toContain(error.status);
      expect(error.detail.length).toBeGreaterThan(0);
    });

    it("relations are judged against a target: owner, connection, not-blocked and target-not-admin", () => {
      const allowedRole = WHO_MAY[action][0];
      const me = actor(allowedRole);
      const relations = POLICY[action].relations as readonly string[];
      expect(can(me, action, { ownerId: me.id, connected: true, blocked: false, role: "veteran" })).toBe(true);
      expect(can(me, action, { ownerId: me.id, connected: true, blocked: false, role: "admin" })).toBe(!relations.includes("target-not-admin"));
      expect(can(me, action, { ownerId: me.id, connected: true, blocked: false })).toBe(!relations.includes("target-not-admin"));
      expect(can(me, action, { ownerId: me.id + 1, connected: true, role: "veteran" })).toBe(!relations.includes("owner"));
      expect(can(me, action, { ownerId: me.id, connected: false, role: "veteran" })).toBe(!relations.includes("connection"));
      expect(can(me, action, { ownerId: me.id, connected: true, blocked: true, role: "veteran" })).toBe(!relations.includes("not-blocked"));
    });
  });

  it("every action an employer can take either needs approval or is one a waiting employer keeps", () => {
    const employerActions = ACTIONS.filter((action) => WHO_MAY[action].includes("employer")).sort();
    expect(employerActions).toEqual([...Object.keys(NEEDS_APPROVAL), ...WAITING_EMPLOYER_KEEPS].sort());
    for (const action of WAITING_EMPLOYER_KEEPS) expect(NEEDS_APPROVAL[action]).toBeUndefined();
  });

  it("an account whose email is not verified is refused exactly the actions that reach other people", () => {
    for (const action of ACTIONS) {
      const role = WHO_MAY[action][0];
      const unverified = actor(role, "active", true, false);
      expect(can(unverified, action)).toBe(!NEEDS_VERIFIED_EMAIL.includes(action));
      if (NEEDS_VERIFIED_EMAIL.includes(action)) {
        expect(refusalError(action, refusalOf(unverified, action)!)).toMatchObject({ status: 403, detail: expect.stringMatching(/^Confirm your email address before you can /) });
      }
    }
  });

  it("keeps the messages the gates have always given", () => {
    const detail = (action: Action, who: Actor) => refusalError(action, refusalOf(who, action)!).detail;
    expect(detail("apply-to-job", actor("employer"))).toBe("Only veterans can apply to jobs");
    expect(detail("use-auto-apply", actor("admin"))).toBe("Auto-apply is for veteran accounts");
    expect(detail("post-job", actor("veteran"))).toBe("This is for employer accounts only");
    expect(detail("manage-users", actor("employer"))).toBe("Only admins can manage users");
    expect(detail("review-employer", actor("veteran"))).toBe("Only admins can review employers");
    expect(detail("use-social-hub", actor("employer"))).toBe("The social hub is for veterans");
    expect(detail("moderate-post", actor("veteran"))).toBe("Only admins can moderate posts");
    expect(detail("view-admin-metrics", actor("veteran"))).toBe("You do not have permission to do that");
    expect(detail("manage-subscription", actor("admin"))).toBe("Admins have no subscription");
    expect(detail("buy-subscription", actor("admin"))).toBe("Admins have no subscription to buy");
    expect(detail("delete-own-account", actor("admin"))).toBe("Admin accounts cannot be deleted from the app");
    expect(refusalError("suspend-author", { kind: "relation", relation: "target-not-admin" })).toMatchObject({ status: 403, detail: "Admins cannot be suspended here" });
    expect(refusalError("manage-jobs", { kind: "relation", relation: "owner" })).toMatchObject({ status: 403, detail: "You can only manage your own jobs" });
  });
});
