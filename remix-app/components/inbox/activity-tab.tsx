import { Button, Card, Classes, NonIdealState } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDuration, type ActivityView } from "@shared/activity";
import type { Role } from "@shared/roles";
import { StatCard } from "~/components/common/stat-card";
import { apiCall } from "~/components/notifications/notifications-client";
import { useToast } from "~/components/shell/toaster";

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; activity: ActivityView };

const shortDay = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** Inbox › Activity: SPEC's 'Activity Feed', the user's own messaging and engagement figures from real data. */
export function ActivityTab({ role }: { userId: number; role: Role }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const toast = useToast();

  const fetchActivity = async () => {
    setLoad({ state: "loading" });
    const r = await apiCall<ActivityView>("/api/activity");
    if (!r.ok) {
      setLoad({ state: "failed" });
      toast("Failed to load activity", "danger");
      return;
    }
    setLoad({ state: "loaded", activity: r.body });
  };

  useEffect(() => {
    void fetchActivity();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once on mount
  }, []);

  return (
    <div className="vets-activity">
      <Card className="vets-inbox-panel" elevation={0} style={{ padding: 0 }}>
        <div className="vets-inbox-panel-head">
          <div>
            <h2>Activity Feed</h2>
            <p>Your messaging activity, engagement and applications over the last days.</p>
          </div>
          <Button variant="minimal" icon="refresh" aria-label="Refresh activity" onClick={() => void fetchActivity()} />
        </div>
      </Card>
      {load.state === "loading" && (
        <div className="vets-activity-stats" aria-busy="true" aria-label="Loading activity">
          {[0, 1, 2, 3, 4].map((i) => (
            <Card key={i} className={`vets-stat ${Classes.SKELETON}`} style={{ height: 96 }} />
          ))}
        </div>
      )}
      {load.state === "failed" && (
        <NonIdealState
          className="vets-empty"
          icon="offline"
          title="Failed to load activity"
          description="Please try again in a moment."
          action={<Button icon="refresh" text="Retry" onClick={() => void fetchActivity()} />}
        />
      )}
      {load.state === "loaded" && <ActivityFigures activity={load.activity} role={role} />}
    </div>
  );
}

function ActivityFigures({ activity, role }: { activity: ActivityView; role: Role }) {
  const a = activity;
  const chart = a.daily.map((d) => ({ day: shortDay(d.date), Sent: d.messages_sent, Received: d.messages_received, "Profile views": d.profile_views }));
  const empty = a.daily.every((d) => d.messages_sent + d.messages_received + d.profile_views === 0);
  const statuses = Object.entries(a.applications.by_status);
  const max = Math.max(1, ...statuses.map(([, n]) => n));
  return (
    <>
      <div className="vets-activity-stats" data-testid="activity-stats">
        <StatCard label="Messages sent" icon="send-message" value={a.messages.sent_this_week} hint="Last 7 days" />
        <StatCard label="Messages received" icon="inbox" value={a.messages.received_this_week} hint="Last 7 days" />
        <StatCard label="Reply rate" icon="exchange" value={a.reply_rate === null ? "—" : `${a.reply_rate}%`} hint={a.reply_rate === null ? "Nobody wrote to you in 30 days" : "Conversations answered, 30 days"} />
        <StatCard
          label="Average reply time"
          icon="time"
          value={a.average_reply_seconds === null ? "—" : formatDuration(a.average_reply_seconds)}
          hint="Last 30 days"
        />
        <StatCard label="Profile views" icon="eye-open" value={a.profile_views.this_week} hint={`${a.profile_views.last_30_days.toLocaleString("en-US")} in the last 30 days`} />
      </div>
      <div className="vets-activity-grid">
        <Card className="vets-activity-card">
          <h3>Last 14 days</h3>
          {empty ? (
            <NonIdealState className="vets-empty" icon="timeline-bar-chart" description="No messages or profile views yet. Start a conversation or share your profile to see activity here." />
          ) : (
            <div className="vets-activity-chart" data-testid="activity-chart">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={chart} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e8eb" />
                  <XAxis dataKey="day" tick={{ fontSize: 11 }} interval={1} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  <Bar dataKey="Sent" fill="#1c2a3d" radius={[3, 3, 0, 0]} />
                  <Bar dataKey="Received" fill="#d1a34a" radius={[3, 3, 0, 0]} />
                  <Bar dataKey="Profile views" fill="#4c90f0" radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </Card>
        <Card className="vets-activity-card">
          <h3>{a.applications.scope === "to_my_jobs" || role === "employer" ? "Applications to your jobs" : "Your applications"}</h3>
          {a.applications.total === 0 ? (
            <NonIdealState className="vets-empty" icon="briefcase" description={role === "employer" ? "No applications to your jobs yet." : "You have not applied to any jobs yet."} />
          ) : (
            <ul className="vets-activity-status" data-testid="activity-applications">
              {statuses.map(([status, n]) => (
                <li key={status}>
                  <span className="vets-activity-status-label">{status}</span>
                  <span className="vets-activity-status-bar" aria-hidden>
                    <span style={{ width: `${(n / max) * 100}%` }} />
                  </span>
                  <span className="vets-activity-status-count">{n}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
