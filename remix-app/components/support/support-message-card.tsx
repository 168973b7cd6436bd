import { Button, Card, Tag } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/node";
import { SUPPORT_MESSAGES } from "@shared/schemas/support";
import type { SupportMessageView } from "@shared/views/support";
import { formatDate } from "~/components/common/format";
import { useSubmitSettled } from "~/components/common/use-submit-settled";
import { useToast } from "~/components/shell/toaster";

type CloseResult = { ok: true; message: string } | { ok: false; error: string };

/** One contact-form message: who, when, what, a way to answer by email, and Close once answered. */
export function SupportMessageCard({ message: m }: { message: SerializeFrom<SupportMessageView> }) {
  const fetcher = useFetcher<CloseResult>();
  const toast = useToast();
  useSubmitSettled(fetcher.state, () => {
    if (fetcher.data?.ok) toast(fetcher.data.message, "success");
    else toast(fetcher.data && !fetcher.data.ok ? fetcher.data.error : SUPPORT_MESSAGES.closeFailed, "danger");
  });
  const from = m.full_name ? `${m.full_name} <${m.email}>` : m.email;
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
  return (
    <Card elevation={1} aria-label={`Support message: ${m.subject}`}>
      <div className="vets-row vets-support-head">
        <h3 className="vets-card-title">{m.subject}</h3>
        <Tag minimal round intent={m.status === "open" ? "warning" : "none"}>
          {m.status === "open" ? "Open" : "Closed"}
        </Tag>
      </div>
      <p className="vets-muted">
        From {from}
        {m.user_id === null ? " (not signed in)" : ""} · {formatDate(m.created_at)}
        {m.closed_at ? ` · closed ${formatDate(m.closed_at)}` : ""}
      </p>
      <p className="vets-support-body">{m.body}</p>
      <div className="vets-row">
        <a href={reply}>Reply by email</a>
        {m.status === "open" && (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={m.id} />
            <Button type="submit" icon="tick" text="Close" loading={fetcher.state !== "idle"} />
          </fetcher.Form>
        )}
      </div>
    </Card>
  );
}
