import { Button, ButtonGroup, Card, Menu, MenuItem, Popover, Tag, Tooltip } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { REACTION_LABELS, REACTION_TYPES, SOCIAL_MESSAGES, type PostView, type ReactionType, type ReportReason } from "@shared/social";
import { BranchBadge } from "~/components/profile/branch-badge";
import { useToast } from "~/components/shell/toaster";
import { UserAvatar } from "~/components/shell/user-avatar";
import { CommentsSection } from "./comments-section";
import { LinkPreviewCard } from "./link-preview-card";
import { PostText } from "./post-text";
import { ReportPostDialog } from "./report-post-dialog";
import { apiCall } from "~/components/common/api-call";
import { timeAgo } from "./time-ago";
import { countLabel } from "@shared/plural";

const REACTION_ICONS: Record<ReactionType, "thumbs-up" | "locate" | "hand" | "heart"> = { thumbsup: "thumbs-up", target: "locate", clap: "hand", heart: "heart" };

interface Props {
  post: PostView;
  viewerId: number;
  onChange?: (post: PostView) => void;
  onFollowChange?: (authorId: number, following: boolean) => void;
  defaultCommentsOpen?: boolean;
}

/** One post: author, text, media, preview, and its actions (reactions, bookmark, comments, report, share, follow). */
export function PostCard({ post, viewerId, onChange, onFollowChange, defaultCommentsOpen = false }: Props) {
  const toast = useToast();
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reportBusy, setReportBusy] = useState(false);
  const update = (next: PostView) => onChange?.(next);

  const react = async (type: ReactionType) => {
    if (busy) return;
    setBusy(true);
    const res = await apiCall<{ user_reaction: ReactionType | null }>(`/api/posts/${post.id}/reaction`, { json: { reaction_type: type } });
    setBusy(false);
    if (!res.ok) return toast(SOCIAL_MESSAGES.failedReaction, "danger");
    const reactions = { ...post.reactions };
    if (post.user_reaction) reactions[post.user_reaction] = Math.max(0, reactions[post.user_reaction] - 1);
    const next = res.body.user_reaction;
    if (next) reactions[next] += 1;
    update({ ...post, reactions, user_reaction: next, user_has_liked: next !== null, like_count: post.like_count + (next ? 1 : 0) - (post.user_reaction ? 1 : 0) });
  };

  const bookmark = async () => {
    const on = !post.is_bookmarked;
    const res = await apiCall<{ message: string }>(`/api/posts/${post.id}/bookmark`, { method: on ? "POST" : "DELETE" });
    if (!res.ok) return toast(SOCIAL_MESSAGES.failedBookmark, "danger");
    toast(on ? SOCIAL_MESSAGES.bookmarked : SOCIAL_MESSAGES.bookmarkRemoved, "success");
    update({ ...post, is_bookmarked: on });
  };

  const follow = async () => {
    const on = !post.is_following_author;
    const res = await apiCall(`/api/follow/${post.author_id}`, { method: on ? "POST" : "DELETE" });
    if (!res.ok) return toast(res.body.detail ?? SOCIAL_MESSAGES.failedFollow, "danger");
    toast(on ? SOCIAL_MESSAGES.followed : SOCIAL_MESSAGES.unfollowed, "success");
    onFollowChange?.(post.author_id, on);
    update({ ...post, is_following_author: on });
  };

  const report = async (reason: ReportReason) => {
    setReportBusy(true);
    const res = await apiCall(`/api/posts/${post.id}/report`, { json: { reason } });
    setReportBusy(false);
    if (res.ok) setReporting(false);
    toast(res.ok ? SOCIAL_MESSAGES.reported : SOCIAL_MESSAGES.failedReport, res.ok ? "success" : "danger");
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/post/${post.id}`);
      toast(SOCIAL_MESSAGES.linkCopied, "success");
    } catch {
      toast(SOCIAL_MESSAGES.failedCopy, "danger");
    }
  };

  const own = post.author_id === viewerId;
  return (
    <Card className="vets-post-card" elevation={1} data-testid="post-card" data-post-id={post.id}>
      <div className="vets-post-head">
        <UserAvatar name={post.author_name} pictureUrl={post.author_profile_pic} size={40} />
        <div className="vets-post-author">
          <div className="vets-row">
            <Link to={`/profile/${post.author_id}`} className="vets-post-author-name">
              {post.author_name}
            </Link>
            <BranchBadge branch={post.author_branch} />
            {post.author_rank && <span className="vets-muted">{post.author_rank}</span>}
          </div>
          <div className="vets-muted vets-post-meta">
            {post.author_handle && <span>@{post.author_handle} · </span>}
            <Link to={`/post/${post.id}`} className="vets-muted" suppressHydrationWarning>
              {timeAgo(post.created_at)}
            </Link>
            {post.privacy === "connections" && (
              <Tag minimal round icon="people" className="vets-privacy-tag">
                Connections
              </Tag>
            )}
          </div>
        </div>
        {!own && (
          <Button
            size="small"
            variant={post.is_following_author ? "outlined" : "solid"}
            intent={post.is_following_author ? "none" : "primary"}
            icon={post.is_following_author ? "tick" : "plus"}
            text={post.is_following_author ? "Following" : "Follow"}
            onClick={() => void follow()}
          />
        )}
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="link" text="Copy link" onClick={() => void share()} />
              {!own && <MenuItem icon="flag" intent="danger" text="Report post" onClick={() => setReporting(true)} />}
            </Menu>
          }
        >
          <Button variant="minimal" icon="more" aria-label="Post options" />
        </Popover>
      </div>
      {post.content && <PostText text={post.content} mentions={post.mentions} />}
      {post.media.length > 0 && (
        <div className={`vets-post-media vets-post-media-${Math.min(post.media.length, 4)}`}>
          {post.media.map((m) =>
            m.type === "video" ? (
              <video key={m.url} src={m.url} controls preload="metadata" className="vets-post-video" />
            ) : (
              <img key={m.url} src={m.url} alt={m.alt ?? ""} loading="lazy" className="vets-post-image" />
            ),
          )}
        </div>
      )}
      {post.link_preview && <LinkPreviewCard preview={post.link_preview} />}
      <div className="vets-post-actions">
        <ButtonGroup variant="minimal">
          {REACTION_TYPES.map((t) => (
            <Tooltip key={t} content={REACTION_LABELS[t]} placement="top">
              <Button
                aria-label={REACTION_LABELS[t]}
                aria-pressed={post.user_reaction === t}
                active={post.user_reaction === t}
                onClick={() => void react(t)}
                icon={REACTION_ICONS[t]}
                intent={post.user_reaction === t ? "primary" : "none"}
                text={post.reactions[t] > 0 ? String(post.reactions[t]) : undefined}
              />
            </Tooltip>
          ))}
        </ButtonGroup>
        <span className="vets-spacer" />
        <Button variant="minimal" icon="comment" text={countLabel(post.comments_count, "comment")} onClick={() => setCommentsOpen(!commentsOpen)} />
        <Button
          variant="minimal"
          icon={post.is_bookmarked ? "bookmark" : "bookmark"}
          intent={post.is_bookmarked ? "warning" : "none"}
          aria-label={post.is_bookmarked ? "Remove bookmark" : "Bookmark"}
          aria-pressed={post.is_bookmarked}
          onClick={() => void bookmark()}
        />
        <Button variant="minimal" icon="link" aria-label="Copy share link" onClick={() => void share()} />
      </div>
      {commentsOpen && <CommentsSection postId={post.id} onCountChange={(d) => update({ ...post, comments_count: post.comments_count + d })} />}
      {!own && <ReportPostDialog isOpen={reporting} busy={reportBusy} onReport={(reason) => void report(reason)} onClose={() => setReporting(false)} />}
    </Card>
  );
}
