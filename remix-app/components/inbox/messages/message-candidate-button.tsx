import { Button } from "@blueprintjs/core";
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/shell/toaster";
import { startConversation } from "./dm-client";

/**
 * 'Message candidate': opens (or reuses) the 1:1 conversation with a veteran and goes to it in the
 * inbox. Only the messaging API is called, so a talent search is not counted again.
 */
export function MessageCandidateButton({ userId, name }: { userId: number; name: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon="chat"
      variant="outlined"
      text="Message candidate"
      aria-label={`Message ${name}`}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const res = await startConversation([userId]);
        setBusy(false);
        if (!res.ok) {
          toast(res.body.detail ?? "Failed to start conversation", "danger");
          return;
        }
        if (res.body.created) toast("Conversation started!", "success");
        navigate(`/inbox?thread=${res.body.thread.id}`);
      }}
    />
  );
}
