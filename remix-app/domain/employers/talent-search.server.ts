import { CLEARANCE_LEVELS, clearanceRank } from "../../../shared/clearance";
import { TALENT_PAGE_SIZE, type TalentSearchQuery } from "../../../shared/schemas/talent-search";
import { getDb, type DbTx } from "../../lib/db.server";
import { forbidden } from "../../lib/errors.server";
import { startOfUtcMonth } from "../billing/auto-apply-allowance.server";
import { translateMilitaryExperience } from "../matching/translation.server";

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

/** The plan's monthly search allowance; only approved employers search. */
async function assertCanSearch(tx: DbTx, employerId: number, now: Date) {
  const profile = await tx.employerProfile.findUnique({ where: { userId: employerId }, select: { approvalStatus: true, planId: true } });
  if (profile?.approvalStatus !== "approved") throw forbidden("Your employer account must be approved before you can search veterans.");
  const plan = await tx.plan.findUnique({ where: { id: profile.planId }, select: { name: true, searchesPerMonth: true } });
  const limit = plan?.searchesPerMonth ?? 0;
  const used = await tx.talentSearch.count({ where: { employerId, createdAt: { gte: startOfUtcMonth(now) } } });
  if (used >= limit) {
    throw forbidden(`Your ${plan?.name ?? "current"} plan allows ${limit} veteran searches per month, and you have used them all. Upgrade your plan to search more.`);
  }
  return { limit, used };
}

export async function talentSearchAllowance(employerId: number, now = new Date()) {
  const db = getDb();
  const profile = await db.employerProfile.findUnique({ where: { userId: employerId }, select: { approvalStatus: true, planId: true } });
  const plan = profile ? await db.plan.findUnique({ where: { id: profile.planId }, select: { name: true, searchesPerMonth: true } }) : null;
  const used = await db.talentSearch.count({ where: { employerId, createdAt: { gte: startOfUtcMonth(now) } } });
  const limit = plan?.searchesPerMonth ?? 0;
  return { approved: profile?.approvalStatus === "approved", plan_name: plan?.name ?? "Starter", limit, used, remaining: Math.max(0, limit - used) };
}

/** One counted search: matching veterans as profile cards with civilian titles, never contact details. */
export async function searchVeterans(employerId: number, query: TalentSearchQuery, now = new Date()) {
  const db = getDb();
  const where = talentWhere(query);
  const from = "FROM `User` u JOIN `VeteranProfile` p ON p.`userId` = u.`id`";
  const { ids, total } = await db.$transaction(async (tx) => {
    await assertCanSearch(tx, employerId, now);
    const counts = query.skip === 0; // turning pages of the same search is not another search
    const [rows, counted] = await Promise.all([
      tx.$queryRawUnsafe<Array<{ id: number | bigint }>>(
        `SELECT u.\`id\` AS id ${from} WHERE ${where.sql} ORDER BY p.\`verifiedStatus\` DESC, p.\`yearsOfService\` DESC, u.\`id\` ASC LIMIT ${TALENT_PAGE_SIZE} OFFSET ${query.skip}`,
        ...where.params,
      ),
      tx.$queryRawUnsafe<Array<{ n: number | bigint }>>(`SELECT COUNT(*) AS n ${from} WHERE ${where.sql}`, ...where.params),
    ]);
    const total = Number(counted[0]?.n ?? 0);
    if (counts) await tx.talentSearch.create({ data: { employerId, query: { ...query }, results: total } });
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
