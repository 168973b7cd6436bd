// Placeholder: the messaging branch owns this component (block list with Unblock); its version wins at merge.
export function BlockedUsers(): JSX.Element | null {
  return null;
}
