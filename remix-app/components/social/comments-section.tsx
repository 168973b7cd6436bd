import { Button, TextArea } from "@blueprintjs/core";
import { useCallback, useEffect, useState } from "react";
import { SOCIAL_MESSAGES, type CommentView } from "@shared/social";
import { useToast } from "~/components/shell/toaster";
import { UserAvatar } from "~/components/shell/user-avatar";
import { apiCall } from "~/components/common/api-call";
import { timeAgo } from "./time-ago";

function CommentForm({ placeholder, onSubmit, autoFocus }: { placeholder: string; onSubmit: (text: string) => Promise<boolean>; autoFocus?: boolean }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!text.trim() || busy) return; // SPEC §5: empty or whitespace-only text is not sent
    setBusy(true);
    if (await onSubmit(text)) setText("");
    setBusy(false);
  };
  return (
    <div className="vets-comment-form">
      <TextArea
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.currentTarget.value)}
        rows={1}
        fill
      />
      <Button intent="primary" text="Post" loading={busy} disabled={!text.trim()} onClick={() => void submit()} />
    </div>
  );
}

function CommentItem({ comment, onReply }: { comment: CommentView; onReply?: () => void }) {
  return (
    <div className="vets-comment" data-testid="comment">
      <UserAvatar name={comment.author_name} pictureUrl={comment.author_profile_pic} size={28} />
      <div className="vets-comment-body">
        <div className="vets-comment-head">
          <strong>{comment.author_name}</strong>
          <span className="vets-muted" suppressHydrationWarning>
            {timeAgo(comment.created_at)}
          </span>
        </div>
        <p className="vets-post-text">{comment.content}</p>
        {onReply && <Button variant="minimal" size="small" text="Reply" onClick={onReply} />}
      </div>
    </div>
  );
}

/** Comments of one post with one level of replies; loaded when opened. */
export function CommentsSection({ postId, onCountChange }: { postId: number; onCountChange: (delta: number) => void }) {
  const [comments, setComments] = useState<CommentView[] | null>(null);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const toast = useToast();
  const load = useCallback(async () => {
    const res = await apiCall<{ comments: CommentView[] }>(`/api/posts/${postId}/comments`);
    if (res.ok) setComments(res.body.comments);
    else console.warn("comment fetch failed", res.status); // SPEC §8: only logged
  }, [postId]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async (text: string, parentId?: number) => {
    const path = parentId ? `/api/posts/${postId}/comments/${parentId}/reply` : `/api/posts/${postId}/comment`;
    const res = await apiCall(path, { json: { content: text } });
    if (!res.ok) {
      toast(parentId ? SOCIAL_MESSAGES.failedReply : SOCIAL_MESSAGES.failedComment, "danger");
      return false;
    }
    toast(parentId ? SOCIAL_MESSAGES.replyAdded : SOCIAL_MESSAGES.commentAdded, "success");
    onCountChange(1);
    setReplyTo(null);
    await load();
    return true;
  };

  return (
    <div className="vets-comments">
      {comments?.map((c) => (
        <div key={c.id}>
          <CommentItem comment={c} onReply={() => setReplyTo(replyTo === c.id ? null : c.id)} />
          <div className="vets-replies">
            {c.replies.map((r) => (
              <CommentItem key={r.id} comment={r} />
            ))}
            {replyTo === c.id && <CommentForm placeholder={`Reply to ${c.author_name}…`} autoFocus onSubmit={(t) => add(t, c.id)} />}
          </div>
        </div>
      ))}
      <CommentForm placeholder="Write a comment…" onSubmit={(t) => add(t)} />
    </div>
  );
}
