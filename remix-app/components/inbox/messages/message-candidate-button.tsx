import { Button } from "@blueprintjs/core";
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/shell/toaster";
import { startConversation } from "./dm-client";

/**
 * 'Message candidate' (or 'Message' on a profile): opens (or reuses) the 1:1 conversation with a veteran and goes to it in the
 * inbox. Only the messaging API is called, so a talent search is not counted again.
 */
export function MessageCandidateButton({ userId, name, text = "Message candidate", disabled = false }: { userId: number; name: string; text?: string; disabled?: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon="chat"
      variant="outlined"
      text={text}
      aria-label={`Message ${name}`}
      loading={busy}
      disabled={disabled}
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
