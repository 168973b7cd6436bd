import { Icon } from "@blueprintjs/core";
import { Link } from "@remix-run/react";
import type { CSSProperties } from "react";
import { featureRoute } from "@shared/plan-features";

/** A plan's features, each a link to the screen that delivers it (shared/plan-features.ts). */
export function PlanFeatureList({ features, style }: { features: readonly string[]; style?: CSSProperties }) {
  return (
    <ul className="vets-plan-features" style={style}>
      {features.map((feature) => {
        const route = featureRoute(feature);
        return (
          <li key={feature}>
            <Icon icon="tick" intent="success" />
            {route ? <Link to={route}>{feature}</Link> : <span>{feature}</span>}
          </li>
        );
      })}
    </ul>
  );
}
