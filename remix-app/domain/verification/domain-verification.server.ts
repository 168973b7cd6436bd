import type { DbTx } from "~/lib/db.server";

/**
 * "Domain verified" (issue 54 item 8): an employer whose proven work email is at their company
 * website's domain ("dana@acme.com" and https://www.acme.com, or careers.acme.com) is who their
 * profile says. A free mailbox (gmail.com…) never verifies, nor does an unproven address; the
 * approval queue shows reviewers a mismatch instead.
 */

/** Mailboxes anyone can open: an address there says nothing about a company. */
const FREE_MAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "ymail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "hey.com",
]);

/** Second-level labels under which a name is registered ("acme.co.uk", "acme.com.au"). */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "gov", "ac", "edu", "mil"]);

const hostOf = (text: string) => text.trim().toLowerCase().replace(/\.$/, "").replace(/^www\./, "");

/** The domain of an address ("dana@jobs.acme.com" → "jobs.acme.com"); null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  const domain = at > 0 ? hostOf(email.slice(at + 1)) : "";
  return domain.includes(".") ? domain : null;
}

/** The host of a website as typed ("https://www.acme.com/careers", "acme.com") without "www."; null when unreadable. */
export function websiteHost(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const host = hostOf(url.hostname);
    return host.includes(".") && !/^[\d.]+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/** The registered name of a host: "careers.acme.com" → "acme.com", "jobs.acme.co.uk" → "acme.co.uk". */
export function registeredDomain(host: string): string {
  const labels = host.split(".");
  if (labels.length <= 2) return host;
  const take = labels[labels.length - 1].length === 2 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.slice(-take).join(".");
}

/** Whether the work email's domain is the website's (subdomains of one registered name agree). */
export function emailMatchesWebsite(email: string, website: string | null | undefined): boolean {
  const mail = emailDomain(email);
  const site = websiteHost(website);
  if (!mail || !site) return false;
  const registered = registeredDomain(mail);
  if (FREE_MAIL.has(registered) || FREE_MAIL.has(mail)) return false;
  return registered === registeredDomain(site);
}

export interface DomainFacts {
  email: string;
  /** When the owner proved the address; unproven addresses never verify. */
  emailVerifiedAt: Date | null;
  website: string | null;
}

/** "Domain verified": a proven work email at the company website's domain. */
export const isDomainVerified = (facts: DomainFacts) =>
  facts.emailVerifiedAt !== null && emailMatchesWebsite(facts.email, facts.website);

/** Which of these employers (user ids) are domain verified: one query. */
export async function domainVerifiedEmployers(db: DbTx, employerIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(employerIds)];
  if (ids.length === 0) return new Set();
  const profiles = await db.employerProfile.findMany({
    where: { userId: { in: ids } },
    select: { userId: true, website: true, user: { select: { email: true, emailVerifiedAt: true } } },
  });
  return new Set(
    profiles
      .filter((p) => isDomainVerified({ email: p.user.email, emailVerifiedAt: p.user.emailVerifiedAt, website: p.website }))
      .map((p) => p.userId),
  );
}

/** Whether this employer (user id) is domain verified, for their own company profile. */
export async function employerDomainVerified(db: DbTx, employerId: number): Promise<boolean> {
  return (await domainVerifiedEmployers(db, [employerId])).has(employerId);
}
