import { Button, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { SOCIAL_MESSAGES } from "@shared/social";
import { apiCall } from "~/components/common/api-call";
import { useToast } from "~/components/shell/toaster";
import { MessageCandidateButton } from "~/components/inbox/messages/message-candidate-button";

export interface FollowState {
  is_following: boolean;
  follows_you: boolean;
  is_connected: boolean;
}

/**
 * A profile's follow control, honest about both sides: Follow (or Follow back when they follow
 * you), Following while only you follow, Connected once you follow each other. A click on
 * Following or Connected unfollows. The line below says what the state means. With `withMessage`,
 * a Message button beside it opens the conversation once they are connected (docs/decisions/066:
 * veterans message their connections).
 */
export function FollowControl({ userId, name, initial, withMessage = false }: { userId: number; name: string; initial: FollowState; withMessage?: boolean }) {
  const toast = useToast();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const on = !state.is_following;
    setBusy(true);
    const res = await apiCall<{ is_following: boolean; is_connected: boolean }>(`/api/follow/${userId}`, { method: on ? "POST" : "DELETE" });
    setBusy(false);
    if (!res.ok) return toast(res.body.detail ?? SOCIAL_MESSAGES.failedFollow, "danger");
    const next = { is_following: res.body.is_following, follows_you: state.follows_you, is_connected: res.body.is_connected };
    setState(next);
    toast(next.is_connected ? SOCIAL_MESSAGES.nowConnected : on ? SOCIAL_MESSAGES.followed : SOCIAL_MESSAGES.unfollowed, "success");
  }

  const text = state.is_connected ? SOCIAL_MESSAGES.connected : state.is_following ? SOCIAL_MESSAGES.following : state.follows_you ? SOCIAL_MESSAGES.followBack : "Follow";
  return (
    <div className="vets-follow-control">
      <div className="vets-row">
        <Button
          intent={state.is_connected ? "success" : state.is_following ? "none" : "primary"}
          variant={state.is_following && !state.is_connected ? "outlined" : "solid"}
          icon={state.is_connected ? "people" : state.is_following ? "tick" : "plus"}
          text={text}
          loading={busy}
          title={state.is_following ? `Unfollow ${name}` : undefined}
          onClick={() => void toggle()}
        />
        {withMessage && <MessageCandidateButton userId={userId} name={name} text="Message" disabled={!state.is_connected} />}
        {state.follows_you && !state.is_connected && (
          <Tag minimal round>
            {SOCIAL_MESSAGES.followsYou}
          </Tag>
        )}
      </div>
      {state.is_following ? (
        <p className="vets-muted vets-follow-hint">{state.is_connected ? SOCIAL_MESSAGES.connectedHint(name) : SOCIAL_MESSAGES.notConnectedYet(name)}</p>
      ) : (
        withMessage && <p className="vets-muted vets-follow-hint">{SOCIAL_MESSAGES.messageOnceConnected(name)}</p>
      )}
    </div>
  );
}
