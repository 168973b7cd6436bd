import { Button, Card, HTMLTable, Tag } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { formatDateTime } from "~/components/common/format";
import { useToast } from "~/components/shell/toaster";
import { TableScroll } from "~/components/common/table-scroll";

export interface SessionRow {
  id: number;
  device: string;
  place: string;
  kind: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

interface SessionAnswer {
  intent: string;
  ok: boolean;
  message?: string;
  error?: string;
}

/** "Where you're signed in": every live session, one sign-out each, and "Sign out everywhere else". */
export function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const fetcher = useFetcher<SessionAnswer>();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast(fetcher.data.message ?? "Done", "success");
    else toast(fetcher.data.error ?? "Failed to sign out the session", "danger");
  }, [fetcher.state, fetcher.data, toast]);
  const others = sessions.filter((s) => !s.current).length;
  const busy = fetcher.state !== "idle";
  return (
    <Card elevation={1}>
      <div className="vets-row" style={{ justifyContent: "space-between", flexWrap: "wrap" }}>
        <h3 className="vets-card-title">Where you&apos;re signed in</h3>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" icon="log-out" text="Sign out everywhere else" disabled={others === 0} loading={busy && fetcher.formData?.get("intent") === "end-other-sessions"} />
        </fetcher.Form>
      </div>
      <p className="vets-muted">The place is the start of the network address a device signed in from, not an exact location.</p>
      <TableScroll label="Signed-in sessions">
        <HTMLTable compact striped className="vets-sessions-table" aria-label="Signed-in sessions">
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Network</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last active</th>
              <th scope="col">
                <span className="bp6-text-muted">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td>
                  {session.device}
                  {session.kind === "api" && <Tag minimal className="vets-session-tag">App</Tag>}
                  {session.current && (
                    <Tag minimal intent="success" className="vets-session-tag">
                      This device
                    </Tag>
                  )}
                </td>
                <td>{session.place}</td>
                <td>{formatDateTime(session.created_at)}</td>
                <td>{formatDateTime(session.last_seen_at)}</td>
                <td>
                  {!session.current && (
                    <fetcher.Form method="post">
                      <input type="hidden" name="intent" value="end-session" />
                      <input type="hidden" name="session_id" value={session.id} />
                      <Button type="submit" size="small" variant="minimal" icon="log-out" text="Sign out" aria-label={`Sign out ${session.device}`} disabled={busy} />
                    </fetcher.Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </TableScroll>
    </Card>
  );
}
