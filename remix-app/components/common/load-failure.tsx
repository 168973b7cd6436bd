import { Button, NonIdealState } from "@blueprintjs/core";
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "~/components/shell/toaster";

/**
 * SPEC §8: a screen whose data failed to load shows the toast ('Failed to load dashboard', …) and
 * stays usable: the shell and navigation as always, this empty state in place of the content, and a
 * Retry that loads the data again.
 */
export function LoadFailure({ message }: { message: string }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  useEffect(() => {
    toast(message, "danger");
  }, [message, toast]);
  return (
    <NonIdealState
      className="vets-empty vets-load-failure"
      icon="offline"
      title={message}
      description="We could not load this just now. Nothing is lost; please try again in a moment."
      action={
        <Button icon="refresh" text="Retry" loading={revalidator.state === "loading"} onClick={() => revalidator.revalidate()} />
      }
    />
  );
}

/** A whole screen whose data failed to load: its heading as usual, then the failure in place of the content. */
export function LoadFailurePage({
  title,
  subtitle,
  message,
  className = "vets-page",
}: {
  title: string;
  subtitle?: string;
  message: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="vets-page-header">
        <div>
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </div>
      </div>
      <LoadFailure message={message} />
    </div>
  );
}
