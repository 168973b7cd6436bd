import { NonIdealState } from "@blueprintjs/core";


// Being built on its own branch (inbox issue); replaced there.
export function NotificationsTab(props: { userId: number }) {
  return <NonIdealState icon="inbox" title="NotificationsTab" description={`User ${props.userId}`} />;
}
