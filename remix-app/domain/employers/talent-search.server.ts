import crypto from "node:crypto";
import { CLEARANCE_LEVELS, clearanceRank } from "@shared/clearance";
import { TALENT_PAGE_SIZE, type TalentSearchQuery } from "@shared/schemas/talent-search";
import { getDb, type DbTx, type Prisma } from "~/lib/db.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { insertOrUpdateSql } from "~/lib/sql-dialect.server";
import { assertCan } from "~/domain/access/policy.server";
import { allowanceFor, assertAllowance, usageMonth } from "~/domain/billing/allowances.server";
import { translateMilitaryExperience } from "~/domain/matching/translation.server";

// '!' as the LIKE escape: a backslash literal means different things to SQLite and MySQL.
const likeEscape = (s: string) => `%${s.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * The WHERE clause of a talent search as portable SQL: backtick-quoted names and
 * LOWER(CAST(json AS CHAR)) read the same on SQLite and MySQL. Every value is a parameter.
 */
function talentWhere(query: TalentSearchQuery): { sql: string; params: Array<string | number> } {
  const parts = ["u.`role` = 'veteran'", "u.`status` = 'active'"];
  const params: Array<string | number> = [];
  const like = (expr: string, value: string) => {
    parts.push(`${expr} LIKE ? ESCAPE '!'`);
    params.push(likeEscape(value));
  };
  if (query.q) {
    // CONCAT_WS skips NULLs on SQLite (3.44+) and MySQL alike; `||` would mean OR on MySQL.
    const text = "LOWER(CONCAT_WS(' ', p.`headline`, p.`bio`, p.`currentPosition`, CAST(p.`desiredRoles` AS CHAR), CAST(p.`skills` AS CHAR)))";
    for (const word of query.q.split(/\s+/).slice(0, 6)) like(text, word);
  }
  if (query.skills) {
    for (const skill of query.skills.split(",").map((s) => s.trim()).filter(Boolean).slice(0, 6)) like("LOWER(CAST(p.`skills` AS CHAR))", skill);
  }
  if (query.mos_code) {
    parts.push("UPPER(p.`mosCode`) = ?");
    params.push(query.mos_code.toUpperCase());
  }
  if (query.branch) {
    parts.push("p.`militaryBranch` = ?");
    params.push(query.branch);
  }
  if (query.clearance) {
    const atLeast = CLEARANCE_LEVELS.filter((level) => clearanceRank(level) >= clearanceRank(query.clearance));
    parts.push(`p.\`clearanceLevel\` IN (${atLeast.map(() => "?").join(", ")})`);
    params.push(...atLeast);
  }
  if (query.location) like("LOWER(p.`location`)", query.location);
  if (query.min_years !== undefined) {
    parts.push("p.`yearsOfService` >= ?");
    params.push(query.min_years);
  }
  if (query.verified_only) parts.push("p.`verifiedStatus` = 1");
  return { sql: parts.join(" AND "), params };
}

/** How long the same search (same normalised filters, any of its first pages) stays paid for. */
export const SAME_SEARCH_WINDOW_MS = 30 * 60_000;
/**
 * One counted search opens this many pages (100 veterans); the next pages of the same filters
 * are another search, so one search with no filters cannot page through every veteran.
 */
export const PAGES_PER_SEARCH = 5;

/** Which run of PAGES_PER_SEARCH pages a `skip` falls in: 0 for the first five. */
export const searchPageBlock = (skip: number) => Math.floor(skip / (PAGES_PER_SEARCH * TALENT_PAGE_SIZE));

const collapse = (s: string) => s.trim().replace(/\s+/g, " ");

/**
 * The filters as the search runs them, so two ways of typing one search are one search:
 * case and spacing do not matter (every text filter compares case-insensitively), skills are
 * a set, and the page (`skip`) is not part of what was searched.
 */
export function normalizeTalentQuery(query: TalentSearchQuery): TalentSearchQuery {
  const skills = query.skills
    ? [...new Set(query.skills.split(",").map((s) => collapse(s).toLowerCase()).filter(Boolean))].sort().slice(0, 6).join(", ")
    : "";
  const text = (v: string | undefined) => (v ? collapse(v).toLowerCase() || undefined : undefined);
  return {
    q: text(query.q),
    skills: skills || undefined,
    mos_code: query.mos_code ? collapse(query.mos_code).toUpperCase() || undefined : undefined,
    branch: query.branch,
    clearance: query.clearance,
    location: text(query.location),
    min_years: query.min_years,
    verified_only: query.verified_only,
    skip: query.skip,
  };
}

/**
 * The identity of a search: its normalised filters and which run of PAGES_PER_SEARCH pages it
 * opens (not the page itself), hashed to a fixed width. The first run adds nothing, so keys
 * written before runs were counted still match.
 */
export function talentQueryKey(query: TalentSearchQuery): string {
  const { skip, ...filters } = normalizeTalentQuery(query);
  const block = searchPageBlock(skip);
  const parts: Array<[string, unknown]> = Object.entries(filters).filter(([, v]) => v !== undefined && v !== false);
  if (block > 0) parts.push(["pages", block]);
  const canonical = JSON.stringify(parts);
  return crypto.createHash("sha256").update(canonical).digest("hex");
}

/**
 * Only approved employers search. A search counts once against the plan's monthly number,
 * whatever page it opens at; the same search again within 30 minutes (another of its first five
 * pages, a reload, a shared link) is already paid for and is not refused or counted. Pages past
 * the fifth are the next search (talentQueryKey).
 */
async function claimSearch(tx: DbTx, employerId: number, queryKey: string, now: Date): Promise<{ counts: boolean }> {
  await assertCan(employerId, "search-veterans", undefined, tx);
  const recent = await tx.talentSearch.findFirst({
    where: { employerId, queryKey, createdAt: { gt: new Date(now.getTime() - SAME_SEARCH_WINDOW_MS), lte: now } },
    select: { id: true },
  });
  if (recent) return { counts: false };
  await assertAllowance(tx, employerId, "talent-search", 1, now);
  return { counts: true };
}

/**
 * The veterans a search page showed the employer, once per month: their profiles are then open
 * to the employer for the rest of the month without counting again (claimProfileRead).
 */
async function recordShownResults(tx: DbTx, employerId: number, veteranIds: readonly number[], now: Date): Promise<void> {
  if (veteranIds.length === 0) return;
  const month = usageMonth(now);
  const rows = veteranIds.map(() => `(?, ?, ?, ?)`).join(", ");
  const insert = `INSERT INTO TalentSearchResult (employerId, veteranId, month, createdAt) VALUES ${rows}`;
  await tx.$executeRawUnsafe(insertOrUpdateSql(insert, "employerId, month, veteranId", "createdAt = createdAt"), ...veteranIds.flatMap((id) => [employerId, id, month, now]));
}

/** What opens a veteran's profile to an employer without spending a search this month. */
async function profileAlreadyOpen(tx: DbTx, employerId: number, veteranId: number, month: string): Promise<"viewed" | "free" | null> {
  const [viewed, shown, applied] = await Promise.all([
    tx.talentView.findUnique({ where: { employerId_month_veteranId: { employerId, month, veteranId } }, select: { id: true } }),
    tx.talentSearchResult.findUnique({ where: { employerId_month_veteranId: { employerId, month, veteranId } }, select: { id: true } }),
    // A submitted application (a pending auto-apply draft is the veteran's, not sent yet).
    tx.application.findFirst({ where: { userId: veteranId, status: { not: "pending" }, job: { employerId } }, select: { id: true } }),
  ]);
  if (viewed) return "viewed";
  return shown || applied ? "free" : null;
}

/**
 * An employer opening a veteran's profile by id: free when one of this month's searches showed
 * them, when they applied to one of the employer's jobs, or when the employer already opened it
 * this month. Otherwise it is rate limited (ids are not a directory to walk) and spends one of
 * the month's talent searches; once those are gone it is refused with the plan's wording. The
 * allowance is judged before `visible` (an active veteran's profile) is, so a spent allowance
 * answers every id alike and reveals nothing about which ids are veterans; an id that is not
 * visible spends nothing and the caller answers 404. The count and the row in one transaction.
 */
export async function claimProfileRead(employerId: number, veteranId: number, visible: boolean, now = new Date()): Promise<void> {
  const month = usageMonth(now);
  const open = await profileAlreadyOpen(getDb(), employerId, veteranId, month);
  if (open === "viewed") return;
  if (!open) await consumeRateLimit("employerProfileReadsPerUser", String(employerId));
  await getDb().$transaction(async (tx) => {
    await assertCan(employerId, "search-veterans", undefined, tx);
    if (!open) await assertAllowance(tx, employerId, "talent-profile", 1, now);
    if (!visible) return;
    await tx.$executeRawUnsafe(
      insertOrUpdateSql("INSERT INTO TalentView (employerId, veteranId, month, counted, createdAt) VALUES (?, ?, ?, ?, ?)", "employerId, month, veteranId", "createdAt = createdAt"),
      employerId,
      veteranId,
      month,
      open ? 0 : 1,
      now,
    );
  });
}

export async function talentSearchAllowance(employerId: number, now = new Date()) {
  const db = getDb();
  const [profile, allowance] = await Promise.all([
    db.employerProfile.findUnique({ where: { userId: employerId }, select: { approvalStatus: true } }),
    allowanceFor(db, employerId, "talent-search", now),
  ]);
  const { planName, limit, used, remaining } = allowance;
  return { approved: profile?.approvalStatus === "approved", plan_name: planName, limit, used, remaining };
}

/** One counted search: matching veterans as profile cards with civilian titles, never contact details. */
export async function searchVeterans(employerId: number, rawQuery: TalentSearchQuery, now = new Date()) {
  const db = getDb();
  const query = normalizeTalentQuery(rawQuery);
  const queryKey = talentQueryKey(query);
  const where = talentWhere(query);
  const from = "FROM `User` u JOIN `VeteranProfile` p ON p.`userId` = u.`id`";
  const { ids, total } = await db.$transaction(async (tx) => {
    const { counts } = await claimSearch(tx, employerId, queryKey, now);
    const [rows, counted] = await Promise.all([
      tx.$queryRawUnsafe<Array<{ id: number | bigint }>>(
        `SELECT u.\`id\` AS id ${from} WHERE ${where.sql} ORDER BY p.\`verifiedStatus\` DESC, p.\`yearsOfService\` DESC, u.\`id\` ASC LIMIT ${TALENT_PAGE_SIZE} OFFSET ${query.skip}`,
        ...where.params,
      ),
      tx.$queryRawUnsafe<Array<{ n: number | bigint }>>(`SELECT COUNT(*) AS n ${from} WHERE ${where.sql}`, ...where.params),
    ]);
    const total = Number(counted[0]?.n ?? 0);
    if (counts) {
      const { skip: _page, ...filters } = query;
      await tx.talentSearch.create({ data: { employerId, query: JSON.parse(JSON.stringify(filters)) as Prisma.InputJsonObject, queryKey, results: total, createdAt: now } });
    }
    const ids = rows.map((r) => Number(r.id));
    await recordShownResults(tx, employerId, ids, now);
    return { ids, total };
  });
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, fullName: true, profilePicUrl: true, veteranProfile: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const veterans = ids.flatMap((id) => {
    const u = byId.get(id);
    const p = u?.veteranProfile;
    if (!u || !p) return [];
    const titles = p.militaryBranch && p.mosCode ? translateMilitaryExperience({ branch: p.militaryBranch, code: p.mosCode, rank: p.militaryRank }).titles : [];
    return [
      {
        user_id: u.id,
        full_name: u.fullName,
        profile_pic_url: u.profilePicUrl,
        headline: p.headline,
        location: p.location,
        military_branch: p.militaryBranch,
        military_rank: p.militaryRank,
        mos_code: p.mosCode,
        years_of_service: p.yearsOfService,
        clearance_level: p.clearanceLevel,
        verified: p.verifiedStatus,
        skills: Array.isArray(p.skills) ? (p.skills as unknown[]).filter((s): s is string => typeof s === "string").slice(0, 8) : [],
        civilian_titles: titles.slice(0, 3).map((t) => t.title),
      },
    ];
  });
  return { veterans, total, skip: query.skip, limit: TALENT_PAGE_SIZE, allowance: await talentSearchAllowance(employerId, now) };
}
