import {
  ACTIVITY_CHART_DAYS,
  ACTIVITY_REPLY_WINDOW_DAYS,
  ACTIVITY_WEEK_DAYS,
  APPLICATION_STATUSES,
  type ActivityDay,
  type ActivityView,
} from "@shared/activity";
import { getDb } from "~/lib/db.server";
import type { AuthUser } from "~/lib/session.server";
import { utcDay } from "./profile-views.server";
import { employerApplicationsWhere } from "~/domain/applications/employer-visible.server";
import { roleMay } from "~/domain/access/policy.server";

const DAY_MS = 86_400_000;
/** Reply figures read at most this many messages of the window (the newest), so one busy user cannot stall the server. */
const REPLY_SCAN_LIMIT = 20_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface TimedMessage {
  threadId: number;
  senderId: number;
  createdAt: Date;
}

/**
 * Reply rate and time from the messages of the user's threads, oldest first. Someone else's run of
 * messages opens a "turn" at its first message; the user's next message in that thread answers it.
 */
export function replyFigures(userId: number, messages: readonly TimedMessage[]): { rate: number | null; averageSeconds: number | null } {
  const waitingSince = new Map<number, number>();
  let turns = 0;
  let answered = 0;
  let totalMs = 0;
  for (const m of messages) {
    if (m.senderId === userId) {
      const since = waitingSince.get(m.threadId);
      if (since !== undefined) {
        answered++;
        totalMs += m.createdAt.getTime() - since;
        waitingSince.delete(m.threadId);
      }
    } else if (!waitingSince.has(m.threadId)) {
      turns++;
      waitingSince.set(m.threadId, m.createdAt.getTime());
    }
  }
  return {
    rate: turns === 0 ? null : Math.round((answered / turns) * 100),
    averageSeconds: answered === 0 ? null : Math.round(totalMs / answered / 1000),
  };
}

/** GET /api/activity: the signed-in user's messaging and engagement figures, from the rows themselves. */
export async function getActivity(user: Pick<AuthUser, "id" | "role">, now = new Date()): Promise<ActivityView> {
  const db = getDb();
  const userId = user.id;
  const today = utcDay(now);
  const weekStart = new Date(today.getTime() - (ACTIVITY_WEEK_DAYS - 1) * DAY_MS);
  const chartStart = new Date(today.getTime() - (ACTIVITY_CHART_DAYS - 1) * DAY_MS);
  const replyStart = new Date(today.getTime() - (ACTIVITY_REPLY_WINDOW_DAYS - 1) * DAY_MS);
  const monthStart = replyStart;
  const inMyThreads = { thread: { participants: { some: { userId } } } };
  const scope = roleMay(user, "review-applicants") ? "to_my_jobs" : "own";

  const [sentRows, receivedRows, replyRows, viewRows, viewsMonth, statusRows] = await Promise.all([
    // Index Message(senderId, createdAt).
    db.message.findMany({ where: { senderId: userId, createdAt: { gte: chartStart } }, select: { createdAt: true } }),
    // ThreadParticipant(userId, …) finds the threads; Message(threadId, createdAt) their messages.
    db.message.findMany({ where: { ...inMyThreads, senderId: { not: userId }, createdAt: { gte: chartStart } }, select: { createdAt: true } }),
    db.message.findMany({
      where: { ...inMyThreads, createdAt: { gte: replyStart } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: REPLY_SCAN_LIMIT,
      select: { threadId: true, senderId: true, createdAt: true },
    }),
    // ProfileView(profileUserId, day).
    db.profileView.findMany({ where: { profileUserId: userId, day: { gte: chartStart } }, select: { day: true } }),
    db.profileView.count({ where: { profileUserId: userId, day: { gte: monthStart } } }),
    scope === "own"
      ? // Application(userId, createdAt) narrows to the user's own.
        db.application.groupBy({ by: ["status"], where: { userId }, _count: { _all: true } })
      : // Job(employerId, createdAt), then Application(jobId, status).
        db.application.groupBy({ by: ["status"], where: employerApplicationsWhere(userId), _count: { _all: true } }),
  ]);

  const days = new Map<string, ActivityDay>();
  for (let i = 0; i < ACTIVITY_CHART_DAYS; i++) {
    const date = isoDay(new Date(chartStart.getTime() + i * DAY_MS));
    days.set(date, { date, messages_sent: 0, messages_received: 0, profile_views: 0 });
  }
  for (const r of sentRows) {
    const d = days.get(isoDay(r.createdAt));
    if (d) d.messages_sent++;
  }
  for (const r of receivedRows) {
    const d = days.get(isoDay(r.createdAt));
    if (d) d.messages_received++;
  }
  for (const r of viewRows) {
    const d = days.get(isoDay(r.day));
    if (d) d.profile_views++;
  }

  const weekKey = isoDay(weekStart);
  const week = [...days.values()].filter((d) => d.date >= weekKey);
  const sum = (key: keyof Omit<ActivityDay, "date">) => week.reduce((n, d) => n + d[key], 0);
  const replies = replyFigures(userId, [...replyRows].reverse());

  const byStatus: Record<string, number> = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0]));
  if (scope === "to_my_jobs") delete byStatus.pending;
  for (const row of statusRows) byStatus[row.status] = (byStatus[row.status] ?? 0) + row._count._all;

  return {
    generated_at: now.toISOString(),
    week_start: weekStart.toISOString(),
    messages: { sent_this_week: sum("messages_sent"), received_this_week: sum("messages_received") },
    reply_rate: replies.rate,
    average_reply_seconds: replies.averageSeconds,
    profile_views: { this_week: sum("profile_views"), last_30_days: viewsMonth },
    applications: {
      scope,
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      by_status: byStatus as ActivityView["applications"]["by_status"],
    },
    daily: [...days.values()],
  };
}
