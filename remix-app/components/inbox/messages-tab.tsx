import { NonIdealState } from "@blueprintjs/core";
import type { Role } from "../../../shared/roles";

// Being built on its own branch (inbox issue); replaced there.
export function MessagesTab(props: { userId: number; role: Role }) {
  return <NonIdealState icon="inbox" title="MessagesTab" description={`User ${props.userId}`} />;
}
