import { NonIdealState } from "@blueprintjs/core";


// Being built on its own branch (inbox issue); replaced there.
export function SettingsTab(props: { userId: number }) {
  return <NonIdealState icon="inbox" title="SettingsTab" description={`User ${props.userId}`} />;
}
