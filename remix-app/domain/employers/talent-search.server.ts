import crypto from "node:crypto";
import { CLEARANCE_LEVELS, clearanceRank } from "@shared/clearance";
import { TALENT_PAGE_SIZE, type TalentSearchQuery } from "@shared/schemas/talent-search";
import { getDb, type DbTx, type Prisma } from "~/lib/db.server";
import { assertCan } from "~/domain/access/policy.server";
import { allowanceFor, assertAllowance } from "~/domain/billing/allowances.server";
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

/** How long the same search (same normalised filters, any page) stays paid for. */
export const SAME_SEARCH_WINDOW_MS = 30 * 60_000;

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

/** The identity of a search: its normalised filters without the page, hashed to a fixed width. */
export function talentQueryKey(query: TalentSearchQuery): string {
  const { skip: _page, ...filters } = normalizeTalentQuery(query);
  const canonical = JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined && v !== false));
  return crypto.createHash("sha256").update(canonical).digest("hex");
}

/**
 * Only approved employers search. A search counts once against the plan's monthly number,
 * whatever page it opens at; the same search again within 30 minutes (another page, a reload,
 * a shared link) is already paid for and is not refused or counted.
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
    return { ids: rows.map((r) => Number(r.id)), total };
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
