import { redirect } from "@remix-run/node";
import { homePathForRole, normalizeRole, type Role } from "@shared/roles";
import { getDb, type DbTx } from "~/lib/db.server";
import { DomainError, forbidden, notFound } from "~/lib/errors.server";
import { getAuth, requireApiAuth, requireUserPage, type Auth } from "~/lib/session.server";
import { ADMIN_FACTOR_REQUIRED_MESSAGE, ADMIN_FACTOR_SETUP_PATH, adminNeedsSecondFactor } from "./admin-second-factor.server";

/**
 * Who may do what: one table of named actions (docs/decisions/057-allowances-and-access-policy.md).
 * Each action names the roles that may take it, the account states the actor needs and the
 * relations the actor must have to the target. Routes name their action through
 * requireApiActor / requirePageActor (a courtesy: the role only); domain functions assert it
 * themselves against the database (assertCan), so a CLI command or a new route cannot skip it.
 */

export type AccountState = "active" | "approved-employer" | "verified-email";
/** "target-not-admin": the target account is not an admin's (admins are managed from the CLI only). */
export type Relation = "owner" | "connection" | "not-blocked" | "target-not-admin";

export interface Rule {
  roles: readonly Role[];
  /** "approved-employer" binds employers only: an admin or veteran taking the action needs no company. */
  states: readonly AccountState[];
  relations: readonly Relation[];
  /** The 403 detail a domain check gives when the role or an account state is refused. */
  refusal: string;
  /** The 403 detail of the route guard; the generic one unless the action says otherwise. */
  routeRefusal?: string;
  /** Ends SPEC's "Your employer account must be approved before you can …". */
  approvalFor?: string;
  /** Ends "Confirm your email address before you can …" (state verified-email). */
  verifiedFor?: string;
  /** A refused relation: 404 where saying "someone else's" would reveal that it exists. */
  relationRefusal?: { status: 403 | 404; detail: string };
}

export const GENERIC_REFUSAL = "You do not have permission to do that";
export const EMPLOYERS_ONLY_MESSAGE = "This is for employer accounts only";
export const SOCIAL_HUB_REFUSAL = "The social hub is for veterans";
export const NO_SUBSCRIPTION = "Admins have no subscription";
export const employerNotApprovedMessage = (action: string) => `Your employer account must be approved before you can ${action}.`;
export const emailNotVerifiedMessage = (action: string) =>
  `Confirm your email address before you can ${action}. Use the link we emailed you, or ask for a new one from the banner.`;

const EVERYONE: readonly Role[] = ["veteran", "employer", "admin"];
const VETERANS: readonly Role[] = ["veteran"];
const EMPLOYERS: readonly Role[] = ["employer"];
const ADMINS: readonly Role[] = ["admin"];
const SOCIAL: readonly Role[] = ["veteran", "admin"];
const BILLED: readonly Role[] = ["veteran", "employer"];

const signedIn = (refusal = GENERIC_REFUSAL): Rule => ({ roles: EVERYONE, states: ["active"], relations: [], refusal });
const admin = (refusal: string): Rule => ({ roles: ADMINS, states: ["active"], relations: [], refusal });
const veteran = (refusal: string, relations: readonly Relation[] = []): Rule => ({ roles: VETERANS, states: ["active"], relations, refusal });
const social = (relations: readonly Relation[] = []): Rule => ({
  roles: SOCIAL,
  states: ["active"],
  relations,
  refusal: SOCIAL_HUB_REFUSAL,
  routeRefusal: SOCIAL_HUB_REFUSAL,
});
const approvedEmployer = (approvalFor: string, relations: readonly Relation[] = [], relationRefusal?: Rule["relationRefusal"]): Rule => ({
  roles: EMPLOYERS,
  states: ["active", "approved-employer"],
  relations,
  refusal: EMPLOYERS_ONLY_MESSAGE,
  approvalFor,
  relationRefusal,
});

export const POLICY = {
  // Any signed-in account.
  "use-account": signedIn(),
  /** Turning second factors on and off, passkeys: the session's own account (branch factors). */
  "manage-second-factors": signedIn(),
  "read-activity": signedIn(),
  "read-notifications": signedIn(),
  "browse-jobs": signedIn(),
  "read-post": signedIn(),
  /** Subscriptions are the billed roles' (an admin has none): status, payment method, cancelling. */
  "manage-subscription": { roles: BILLED, states: ["active"], relations: [], refusal: NO_SUBSCRIPTION, routeRefusal: NO_SUBSCRIPTION },
  "buy-subscription": { roles: BILLED, states: ["active"], relations: [], refusal: "Admins have no subscription to buy", routeRefusal: NO_SUBSCRIPTION },
  /** Admin accounts are removed with the CLI, never from the app (SPEC §account deletion). */
  "delete-own-account": { roles: BILLED, states: ["active"], relations: [], refusal: "Admin accounts cannot be deleted from the app" },
  "message-user": { ...signedIn(), relations: ["not-blocked"] },
  /** Admins may open a conversation with anyone who has not blocked them, whatever their settings. */
  "message-anyone": { roles: ADMINS, states: ["active"], relations: ["not-blocked"], refusal: GENERIC_REFUSAL },
  "block-user": signedIn(),
  /**
   * Writing in the inbox: a message, a new or reopened conversation, a typing event, looking
   * people up to write to. Reading and tidying one's own threads stays "message-user".
   */
  "send-message": { roles: EVERYONE, states: ["active", "approved-employer"], relations: ["not-blocked"], refusal: GENERIC_REFUSAL, approvalFor: "message veterans" },
  "read-profile": {
    roles: EVERYONE,
    states: ["active", "approved-employer"],
    relations: ["not-blocked"],
    refusal: GENERIC_REFUSAL,
    approvalFor: "view veteran profiles",
    // Across a block a profile is simply not there (SPEC's 'Profile not found'), whoever blocked whom.
    relationRefusal: { status: 404, detail: "Profile not found" },
  },
  // The social hub: veterans take part, admins moderate it.
  "use-social-hub": social(),
  "write-post": social(["owner"]),
  "react-to-post": social(["not-blocked"]),
  "comment-on-post": social(["not-blocked"]),
  "follow-user": { ...social(["not-blocked"]), relationRefusal: { status: 404, detail: "User not found" } },
  "report-post": social(),
  // Veterans.
  "apply-to-job": veteran("Only veterans can apply to jobs"),
  "draft-cover-letter": veteran("Only veterans can apply to jobs"),
  "save-job": veteran("Only veterans can save jobs"),
  /** Saved job searches and their email alerts (branch mail-alerts). */
  "save-search": veteran("Only veterans can save searches"),
  "report-job-gone": { ...veteran("Only veterans can report a job as gone"), states: ["active", "verified-email"], verifiedFor: "report jobs" },
  /** Starting a conversation with someone who is not a connection (messaging's first-contact check). */
  "message-stranger": { roles: EVERYONE, states: ["active", "verified-email"], relations: [], refusal: GENERIC_REFUSAL, verifiedFor: "message people who are not your connections" },
  "track-applications": veteran(GENERIC_REFUSAL, ["owner"]),
  "use-auto-apply": veteran("Auto-apply is for veteran accounts"),
  "build-resume": veteran(GENERIC_REFUSAL, ["owner"]),
  /** Uploaded resume files (PDF, DOCX): their owner's; someone else's is not there. */
  "upload-resume": { ...veteran("Only veterans can upload resumes", ["owner"]), relationRefusal: { status: 404, detail: "Resume not found" } },
  "request-verification": veteran(GENERIC_REFUSAL),
  /** Accounts with a veteran profile, a fit score and a veteran plan (free trial, Pro). */
  "keep-veteran-profile": veteran(GENERIC_REFUSAL),
  "view-veteran-home": veteran(GENERIC_REFUSAL),
  "view-veteran-dashboard": { roles: SOCIAL, states: ["active"], relations: [], refusal: GENERIC_REFUSAL },
  "edit-veteran-profile": { roles: SOCIAL, states: ["active"], relations: ["owner"], refusal: GENERIC_REFUSAL },
  "translate-military-experience": { roles: SOCIAL, states: ["active"], relations: [], refusal: GENERIC_REFUSAL },
  "view-billing": { roles: BILLED, states: ["active"], relations: [], refusal: GENERIC_REFUSAL },
  // A payment's receipt: its owner's (an admin reads any through view-admin-billing); someone else's is a 404.
  "view-own-receipt": {
    roles: BILLED,
    states: ["active"],
    relations: ["owner"],
    refusal: GENERIC_REFUSAL,
    relationRefusal: { status: 404, detail: "Payment not found" },
  },
  // Employers.
  "edit-company": { roles: EMPLOYERS, states: ["active"], relations: ["owner"], refusal: EMPLOYERS_ONLY_MESSAGE },
  "view-employer-dashboard": { roles: EMPLOYERS, states: ["active"], relations: [], refusal: EMPLOYERS_ONLY_MESSAGE },
  "post-job": { ...approvedEmployer("post jobs"), states: ["active", "verified-email", "approved-employer"], verifiedFor: "post jobs" },
  "manage-jobs": approvedEmployer("manage jobs", ["owner"], { status: 403, detail: "You can only manage your own jobs" }),
  "review-applicants": approvedEmployer("review applicants", ["owner"]),
  /** The resume that went with an application: its veteran and its job's employer; to anyone else it is not there. */
  "read-application-resume": { roles: BILLED, states: ["active", "approved-employer"], relations: [], refusal: "Not found", routeRefusal: "Not found", approvalFor: "review applicants" },
  "search-veterans": { ...approvedEmployer("search veterans"), states: ["active", "verified-email", "approved-employer"], verifiedFor: "search veterans" },
  // Admins.
  "view-admin-metrics": admin(GENERIC_REFUSAL),
  "view-audit-log": admin(GENERIC_REFUSAL),
  "view-admin-billing": admin("Only admins can read billing"),
  "review-employer": admin("Only admins can review employers"),
  "review-verification": admin("Only admins can review verifications"),
  /** A veteran's proof of service (it may carry an SSN): to anyone but an admin it is not there at all. */
  "read-verification-document": { ...admin("Not found"), routeRefusal: "Not found" },
  /** Messages sent from /contact: admins read them and close them. */
  "read-support-messages": admin("Only admins can read support messages"),
  "close-support-message": admin("Only admins can close support messages"),
  "moderate-job": admin("Only admins can manage jobs"),
  "manage-job-sources": admin("Only admins can manage job sources"),
  "moderate-post": admin("Only admins can moderate posts"),
  /** Suspending a post's author: never an admin. */
  "suspend-author": { ...admin("Only admins can moderate posts"), relations: ["target-not-admin"], relationRefusal: { status: 403, detail: "Admins cannot be suspended here" } },
  "manage-users": admin("Only admins can manage users"),
  "change-user": { ...admin("Only admins can manage users"), relations: ["target-not-admin"] },
  /** Only an admin account's password is reset with the CLI's reset-admin-password. */
  "reset-admin-password": admin(GENERIC_REFUSAL),
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];

/** The actor as the policy sees them; states the caller did not load count as not held. */
export interface Actor {
  id: number;
  role: Role;
  status?: string;
  employerApproved?: boolean;
  emailVerified?: boolean;
}

/** What the actor is to the thing acted on. Unset relations are not held. */
export interface Target {
  ownerId?: number;
  /** The target account's role, for "target-not-admin". */
  role?: Role;
  connected?: boolean;
  blocked?: boolean;
}

export type Refusal = { kind: "role" } | { kind: "state"; state: AccountState } | { kind: "relation"; relation: Relation };

function holdsState(actor: Actor, state: AccountState): boolean {
  if (state === "active") return actor.status === "active";
  if (state === "verified-email") return actor.emailVerified === true;
  return actor.role !== "employer" || actor.employerApproved === true;
}

function holdsRelation(actor: Actor, relation: Relation, target: Target | undefined): boolean {
  if (relation === "owner") return target?.ownerId === actor.id;
  if (relation === "connection") return target?.connected === true;
  if (relation === "target-not-admin") return target?.role !== undefined && target.role !== "admin";
  return target?.blocked !== true;
}

/**
 * Why the actor may not take the action, or null. A relation is judged only when a target is
 * given: without one the question is "may they do this at all".
 */
export function refusalOf(actor: Actor, action: Action, target?: Target): Refusal | null {
  const rule: Rule = POLICY[action];
  if (!rule.roles.includes(actor.role)) return { kind: "role" };
  for (const state of rule.states) if (!holdsState(actor, state)) return { kind: "state", state };
  if (target) for (const relation of rule.relations) if (!holdsRelation(actor, relation, target)) return { kind: "relation", relation };
  return null;
}

export function can(actor: Actor, action: Action, target?: Target): boolean {
  return refusalOf(actor, action, target) === null;
}

/** The typed error a refusal becomes, with the message the action has always given. */
export function refusalError(action: Action, refusal: Refusal): DomainError {
  const rule: Rule = POLICY[action];
  if (refusal.kind === "state" && refusal.state === "approved-employer" && rule.approvalFor) {
    return forbidden(employerNotApprovedMessage(rule.approvalFor));
  }
  if (refusal.kind === "state" && refusal.state === "verified-email" && rule.verifiedFor) return forbidden(emailNotVerifiedMessage(rule.verifiedFor));
  if (refusal.kind === "relation" && rule.relationRefusal) {
    const { status, detail } = rule.relationRefusal;
    return status === 404 ? notFound(detail) : forbidden(detail);
  }
  return forbidden(rule.refusal);
}

/** The actor's role and states from the database: a deleted account is nobody, so refused as a role. */
export async function loadActor(userId: number, db: DbTx = getDb()): Promise<Actor | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { role: true, status: true, emailVerifiedAt: true, employerProfile: { select: { approvalStatus: true } } },
  });
  if (!user) return null;
  return {
    id: userId,
    role: normalizeRole(user.role),
    status: user.status,
    employerApproved: user.employerProfile?.approvalStatus === "approved",
    emailVerified: user.emailVerifiedAt !== null,
  };
}

/**
 * The domain's check: reads the actor from the database (never trusting a route's guard) and
 * throws the action's 403 (or 404) when refused. Returns the actor it judged.
 */
export async function assertCan(userId: number, action: Action, target?: Target, db: DbTx = getDb()): Promise<Actor> {
  const actor = await loadActor(userId, db);
  if (!actor) throw forbidden(POLICY[action].refusal);
  const refusal = refusalOf(actor, action, target);
  if (refusal) throw refusalError(action, refusal);
  return actor;
}

/** The relation part (or all of it) for an actor already judged, once the target is known. */
export function assertActorCan(actor: Actor, action: Action, target?: Target): void {
  const refusal = refusalOf(actor, action, target);
  if (refusal) throw refusalError(action, refusal);
}

/**
 * The role part of an action alone, for a caller holding a signed-in user (a session is only
 * ever an active account): no database read, synchronous.
 */
export function assertRoleCan(user: { role: string }, action: Action): void {
  const rule: Rule = POLICY[action];
  if (!rule.roles.includes(normalizeRole(user.role))) throw forbidden(rule.refusal);
}

/** The role part of an action as a yes/no: for code that picks what to show or load by the kind of account. */
export function roleMay(user: { role: string }, action: Action): boolean {
  const rule: Rule = POLICY[action];
  return rule.roles.includes(normalizeRole(user.role));
}

/** The roles an action admits, for a query that lists the accounts it may reach. */
export function rolesFor(action: Action): readonly Role[] {
  return POLICY[action].roles;
}

/**
 * The whole check for a signed-in user: the database is read only when the action needs an
 * employer's approval or a verified email, since the session already vouches for the role and an active account.
 */
export async function assertSessionCan(user: { id: number; role: Role }, action: Action, target?: Target, db: DbTx = getDb()): Promise<void> {
  const rule: Rule = POLICY[action];
  const needsApproval = user.role === "employer" && rule.states.includes("approved-employer");
  if (needsApproval || rule.states.includes("verified-email")) {
    await assertCan(user.id, action, target, db);
    return;
  }
  const refusal = refusalOf({ ...user, status: "active" }, action, target);
  if (refusal) throw refusalError(action, refusal);
}

/**
 * The refusal's detail for a signed-in user taking the action now, or null: for callers that
 * answer rather than throw (socket events acknowledge with { ok: false, detail }).
 */
export async function sessionRefusal(user: { id: number; role: Role }, action: Action, db: DbTx = getDb()): Promise<string | null> {
  try {
    await assertSessionCan(user, action, undefined, db);
    return null;
  } catch (e) {
    if (e instanceof DomainError) return e.detail;
    throw e;
  }
}

/**
 * Admin tools (actions only admins may take) want a strong second factor (an authenticator app or
 * a passkey) once the admin has signed in ADMIN_SIGNINS_BEFORE_FACTOR times without one.
 */
const guardsAdminTools = (action: Action): boolean => POLICY[action].roles === ADMINS;

/** Sign-ins of accounts that may use admin tools count toward the second-factor requirement. */
export function roleUsesAdminTools(role: Role): boolean {
  return role === "admin";
}

/** API routes: 401 without a session, 403 when the action's roles leave this user out. */
export async function requireApiActor(request: Request, action: Action): Promise<Auth> {
  const auth = await requireApiAuth(request);
  const rule: Rule = POLICY[action];
  if (!rule.roles.includes(auth.user.role)) throw forbidden(rule.routeRefusal ?? GENERIC_REFUSAL);
  if (guardsAdminTools(action) && (await adminNeedsSecondFactor(auth.user.id))) throw forbidden(ADMIN_FACTOR_REQUIRED_MESSAGE);
  return auth;
}

/** UI loaders and actions: no session → /login, a role the action leaves out → that role's home. */
export async function requirePageActor(request: Request, action: Action): Promise<Auth> {
  const auth = await requireUserPage(request);
  if (!can({ ...auth.user, status: "active", employerApproved: true, emailVerified: true }, action)) throw redirect(homePathForRole(auth.user.role));
  if (guardsAdminTools(action) && (await adminNeedsSecondFactor(auth.user.id))) throw redirect(ADMIN_FACTOR_SETUP_PATH);
  return auth;
}

/**
 * Routes serving something whose very existence is private (a verification document): no session,
 * or a role the action leaves out, gets the same 404 as a missing file, never a 401, 403 or redirect.
 */
export async function requireActorOrNotFound(request: Request, action: Action): Promise<Auth> {
  const auth = await getAuth(request);
  const rule: Rule = POLICY[action];
  if (!auth || !rule.roles.includes(auth.user.role)) throw notFound("Not found");
  return auth;
}

/** /api route files that take no action of a signed-in user: sign-in, sign-up, public reads, webhooks. */
export const PUBLIC_API_ROUTES: readonly string[] = [
  "api.$.ts",
  "api.auth.2fa.send.ts",
  "api.auth.2fa.status.$email.ts",
  "api.auth.2fa.verify.ts",
  "api.auth.email.change.confirm.ts",
  "api.auth.email.verify.ts",
  "api.auth.employer.register.ts",
  "api.auth.login.ts",
  "api.auth.passkeys.login.options.ts",
  "api.auth.passkeys.login.verify.ts",
  "api.auth.password.forgot.ts",
  "api.auth.password.reset.ts",
  "api.auth.register.ts",
  "api.billing.plans.ts",
  "api.billing.webhook.ts",
  "api.employer.billing.plans.ts",
  "api.support.messages.ts",
  "api.translate.ts",
  "api.verification.types.ts",
];
