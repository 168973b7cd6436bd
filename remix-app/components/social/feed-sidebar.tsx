import { Button, Card, Icon } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import type { IconName } from "@blueprintjs/icons";
import { COMMUNITY_STATS, SOCIAL_MESSAGES, TRENDING_TAGS_SHOWN, type HashtagTrend, type SuggestedUser } from "@shared/social";
import { LinkButton } from "~/components/common/link-button";
import { BranchBadge } from "~/components/profile/branch-badge";
import { useToast } from "~/components/shell/toaster";
import { UserAvatar } from "~/components/shell/user-avatar";
import { apiCall } from "~/components/common/api-call";
import { countLabel } from "@shared/plural";

export function TrendingTopics({ tags }: { tags: HashtagTrend[] }) {
  return (
    <SideCard icon="trending-up" title="Trending Topics">
      {tags.length === 0 ? (
        <p className="vets-muted">No topics yet</p>
      ) : (
        <ol className="vets-trending-list">
          {tags.slice(0, TRENDING_TAGS_SHOWN).map((t) => (
            <li key={t.hashtag}>
              <Link to={`/feed?tab=hashtags&tag=${encodeURIComponent(t.hashtag)}`}>#{t.hashtag}</Link>
              <span className="vets-muted">{countLabel(t.posts_count, "post")}</span>
            </li>
          ))}
        </ol>
      )}
    </SideCard>
  );
}

export function SuggestedConnections({ users, onFollowChange }: { users: SuggestedUser[]; onFollowChange: (id: number, on: boolean) => void }) {
  const toast = useToast();
  const [following, setFollowing] = useState<Set<number>>(new Set());
  const toggle = async (id: number) => {
    const on = !following.has(id);
    const res = await apiCall(`/api/follow/${id}`, { method: on ? "POST" : "DELETE" });
    if (!res.ok) return toast(res.body.detail ?? SOCIAL_MESSAGES.failedFollow, "danger");
    toast(on ? SOCIAL_MESSAGES.followed : SOCIAL_MESSAGES.unfollowed, "success");
    const next = new Set(following);
    if (on) next.add(id);
    else next.delete(id);
    setFollowing(next);
    onFollowChange(id, on);
  };
  return (
    <SideCard icon="new-person" title="Suggested Connections">
      {users.length === 0 && <p className="vets-muted">No suggestions right now</p>}
      {users.map((u) => (
        <div key={u.id} className="vets-suggestion" data-testid="suggestion">
          <UserAvatar name={u.full_name} pictureUrl={u.profile_pic_url} size={36} />
          <div className="vets-suggestion-text">
            <Link to={`/profile/${u.id}`}>{u.full_name}</Link>
            {u.headline && <span className="vets-muted">{u.headline}</span>}
            {u.reasons[0] && <span className="vets-muted vets-small">{u.reasons[0]}</span>}
            <BranchBadge branch={u.military_branch} />
          </div>
          <Button
            size="small"
            intent={following.has(u.id) ? "none" : "primary"}
            text={following.has(u.id) ? "Following" : "Follow"}
            onClick={() => void toggle(u.id)}
          />
        </div>
      ))}
    </SideCard>
  );
}

export function QuickActions() {
  return (
    <SideCard icon="lightning" title="Quick Actions">
      <div className="vets-stack">
        <LinkButton to="/jobs" icon="search" text="Find Jobs" fill alignText="start" />
        <LinkButton to="/profile" icon="edit" text="Edit Profile" fill alignText="start" />
      </div>
    </SideCard>
  );
}

/** SPEC's fixed numbers. */
export function CommunityStats() {
  const rows: [string, number][] = [
    ["Active veterans", COMMUNITY_STATS.activeVeterans],
    ["Posts this week", COMMUNITY_STATS.postsThisWeek],
    ["New connections", COMMUNITY_STATS.newConnections],
  ];
  return (
    <SideCard icon="people" title="Community Stats">
      <dl className="vets-community-stats">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="vets-muted">{label}</dt>
            <dd>{value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}

/** A card of the feed's side column: an icon and title over its content. */
function SideCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card className="vets-side-card" elevation={1}>
      <h3 className="vets-card-title">
        <Icon icon={icon} /> {title}
      </h3>
      {children}
    </Card>
  );
}
