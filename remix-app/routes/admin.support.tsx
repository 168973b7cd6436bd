import { NonIdealState, Tab, Tabs, Tag } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { SUPPORT_MESSAGES } from "@shared/schemas/support";
import { SupportMessageCard } from "~/components/support/support-message-card";
import { requirePageActor } from "~/domain/access/policy.server";
import { closeSupportMessage, listSupportMessages } from "~/domain/support/support-messages.server";
import { formId, readFormFields } from "~/lib/form.server";
import { actionResult } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Support — VetCareer Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "read-support-messages");
  const status = new URL(request.url).searchParams.get("status") === "closed" ? "closed" : "open";
  return { status, inbox: await listSupportMessages(auth.user, status) };
}

export async function action({ request }: ActionFunctionArgs) {
  const auth = await requirePageActor(request, "close-support-message");
  const form = await readFormFields(request);
  const r = await actionResult(() => closeSupportMessage(auth.user, formId(form, "id")), SUPPORT_MESSAGES.closeFailed);
  return r.ok ? { ok: true as const, message: r.value.message } : { ok: false as const, error: r.error };
}

function TabTitle({ text, count }: { text: string; count: number }) {
  return (
    <span className="vets-tab-title">
      {text}
      <Tag round minimal={count === 0} intent={count > 0 ? "warning" : "none"}>
        {count}
      </Tag>
    </span>
  );
}

export default function AdminSupport() {
  const { status, inbox } = useLoaderData<typeof loader>();
  const [, setParams] = useSearchParams();
  const list = (
    <div className="vets-stack">
      {inbox.messages.length === 0 ? (
        <NonIdealState icon="inbox" title={status === "open" ? "No open messages" : "No closed messages"} />
      ) : (
        inbox.messages.map((m) => <SupportMessageCard key={m.id} message={m} />)
      )}
    </div>
  );
  return (
    <div className="vets-page vets-page-medium">
      <div className="vets-page-header">
        <div>
          <h1>Support</h1>
          <p>Messages sent from the contact page. Answer by email, then close the message.</p>
        </div>
      </div>
      <Tabs
        id="support-tabs"
        large
        selectedTabId={status}
        onChange={(next) => setParams(next === "open" ? {} : { status: String(next) }, { replace: true, preventScrollReset: true })}
      >
        <Tab id="open" title={<TabTitle text="Open" count={inbox.open_count} />} panel={status === "open" ? list : undefined} />
        <Tab id="closed" title={<TabTitle text="Closed" count={inbox.closed_count} />} panel={status === "closed" ? list : undefined} />
      </Tabs>
    </div>
  );
}
