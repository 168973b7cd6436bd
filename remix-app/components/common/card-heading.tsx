import type { ReactNode } from "react";

/** A card's title with its link or button at the far end of the same line. */
export function CardHeading({ title, gap, children }: { title: string; gap: number; children?: ReactNode }) {
  return (
    <div className="vets-row" style={{ marginBottom: gap }}>
      <h3 className="vets-card-title" style={{ margin: 0 }}>
        {title}
      </h3>
      <span className="vets-spacer" />
      {children}
    </div>
  );
}
