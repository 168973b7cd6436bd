import { NonIdealState } from "@blueprintjs/core";
import type { Role } from "../../../shared/roles";

// Being built on its own branch (inbox issue); replaced there.
export function ActivityTab(props: { userId: number; role: Role }) {
  return <NonIdealState icon="inbox" title="ActivityTab" description={`User ${props.userId}`} />;
}
