import { Classes, Tab, Tabs } from "@blueprintjs/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { requirePageActor } from "~/domain/access/policy.server";
import { ActivityTab } from "~/components/inbox/activity-tab";
import { MessagesTab } from "~/components/inbox/messages-tab";
import { NotificationsTab } from "~/components/inbox/notifications-tab";
import { SettingsTab } from "~/components/inbox/settings-tab";

export const meta: MetaFunction = () => [{ title: "Inbox — VetCareer" }];

const INBOX_TABS = ["messages", "notifications", "activity", "settings"] as const;
type InboxTab = (typeof INBOX_TABS)[number];
const TAB_LABELS: Record<InboxTab, string> = { messages: "Messages", notifications: "Notifications", activity: "Activity", settings: "Settings" };

function tabFrom(value: string | null): InboxTab {
  return INBOX_TABS.find((t) => t === value) ?? "messages";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "message-user");
  return { userId: auth.user.id, role: auth.user.role };
}

/** SPEC's Inbox: every role, four tabs kept in `?tab=`; each tab loads its own data from the API. */
export default function Inbox() {
  const { userId, role } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  return (
    <div className="vets-page vets-inbox-page">
      <div className="vets-page-header">
        <div>
          <h1>Inbox</h1>
          <p>Your complete communication hub - messages, notifications, and settings</p>
        </div>
      </div>
      <Tabs
        id="inbox-tabs"
        selectedTabId={tab}
        onChange={(id) => setParams(id === "messages" ? {} : { tab: String(id) }, { preventScrollReset: true })}
        large
      >
        {INBOX_TABS.map((t) => (
          <Tab key={t} id={t} title={TAB_LABELS[t]} />
        ))}
      </Tabs>
      {/* The open tab's panel, under the id Blueprint's tab points at (aria-controls). */}
      <div className="vets-inbox-tab" role="tabpanel" id={`${Classes.TAB_PANEL}_inbox-tabs_${tab}`} aria-labelledby={`${Classes.TAB}-title_inbox-tabs_${tab}`}>
        {tab === "messages" && <MessagesTab userId={userId} role={role} />}
        {tab === "notifications" && <NotificationsTab userId={userId} />}
        {tab === "activity" && <ActivityTab userId={userId} role={role} />}
        {tab === "settings" && <SettingsTab userId={userId} />}
      </div>
    </div>
  );
}
