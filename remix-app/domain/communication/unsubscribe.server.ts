import { EMAIL_KIND_LABEL, EMAIL_KIND_SETTING } from "@shared/email-kinds";
import { getDb } from "~/lib/db.server";
import { DomainError, notFound } from "~/lib/errors.server";
import { verifyUnsubscribeToken, type UnsubscribeScope } from "~/lib/unsubscribe-token.server";
import { getCommunicationSettings, updateCommunicationSettings } from "./settings.server";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is invalid or has expired";
export const SEARCH_GONE = "This saved search no longer exists";

/** What an unsubscribe link is about, and whether those emails are on now. */
export interface UnsubscribeState {
  /** "Job alert emails", or "Job alerts for “nurse” · TX" */
  what: string;
  on: boolean;
  /** The veteran's saved search (kind alerts), when the link is for one. */
  search: { id: number; name: string } | null;
}

async function scopeOf(token: string): Promise<UnsubscribeScope> {
  const scope = verifyUnsubscribeToken(token);
  if (!scope) throw new DomainError(400, INVALID_UNSUBSCRIBE_LINK);
  // A deleted account's link leads nowhere; a suspended one may still stop its mail.
  const user = await getDb().user.findUnique({ where: { id: scope.userId }, select: { status: true } });
  if (!user || user.status === "deleted") throw new DomainError(400, INVALID_UNSUBSCRIBE_LINK);
  return scope;
}

async function searchOf(scope: UnsubscribeScope): Promise<{ id: number; name: string; frequency: string } | null> {
  if (scope.searchId === undefined) return null;
  const search = await getDb().savedSearch.findFirst({
    where: { id: scope.searchId, userId: scope.userId },
    select: { id: true, name: true, frequency: true },
  });
  if (!search) throw notFound(SEARCH_GONE);
  return search;
}

/** GET of the link: what it turns off and whether it is on. Nothing changes. */
export async function readUnsubscribe(token: string): Promise<UnsubscribeState> {
  const scope = await scopeOf(token);
  const search = await searchOf(scope);
  if (search) return { what: `Job alerts for ${search.name}`, on: search.frequency !== "off", search: { id: search.id, name: search.name } };
  const settings = await getCommunicationSettings(scope.userId);
  return { what: EMAIL_KIND_LABEL[scope.kind], on: settings[EMAIL_KIND_SETTING[scope.kind]], search: null };
}

/**
 * POST of the link, signed out (RFC 8058 one-click, or the page's buttons): turns that kind, or
 * that one saved search's alerts, off, or back on (a search comes back as a daily alert).
 */
export async function setSubscribed(token: string, on: boolean): Promise<UnsubscribeState> {
  const scope = await scopeOf(token);
  const search = await searchOf(scope);
  if (search) {
    await getDb().savedSearch.update({
      where: { id: search.id },
      // Back on: alerts start from now, not with everything that came while it was off.
      data: on ? { frequency: search.frequency === "off" ? "daily" : search.frequency, ...(search.frequency === "off" ? { alertedThrough: new Date() } : {}) } : { frequency: "off" },
    });
  } else {
    await updateCommunicationSettings(scope.userId, { [EMAIL_KIND_SETTING[scope.kind]]: on });
  }
  return readUnsubscribe(token);
}
