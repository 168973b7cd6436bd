import { NonIdealState } from "@blueprintjs/core";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactElement } from "react";

/** A route's error boundary: its own words for a 404, a "try again" for any other failure. */
export function RouteErrorState({ notFound, failedTitle, action }: { notFound: { title: string; description: string }; failedTitle: string; action: ReactElement }) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="vets-page vets-centered">
      <NonIdealState
        icon={missing ? "search" : "error"}
        title={missing ? notFound.title : failedTitle}
        description={missing ? notFound.description : "Please try again in a moment."}
        action={action}
      />
    </div>
  );
}
