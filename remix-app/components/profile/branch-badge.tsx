import { Tag } from "@blueprintjs/core";
import { BRANCH_COLORS, normalizeBranch } from "@shared/military-branches";

/** SPEC §9 branch colours; a branch we do not know gets a neutral tag. */
export function BranchBadge({ branch }: { branch: string | null | undefined }) {
  if (!branch) return null;
  const known = normalizeBranch(branch);
  const colors = known ? BRANCH_COLORS[known] : undefined;
  return (
    <Tag round icon="shield" className="vets-branch-badge" style={colors ? { background: colors.background, color: colors.color } : undefined}>
      {known ?? branch}
    </Tag>
  );
}
