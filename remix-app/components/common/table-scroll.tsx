import type { ReactNode } from "react";

/**
 * A wide table that scrolls inside its card. It takes keyboard focus (named for screen readers),
 * so someone without a mouse can scroll it with the arrow keys when it overflows.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="vets-table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
