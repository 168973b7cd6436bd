import type { VeteranProfileView } from "@shared/views/profile";
import type { Prisma } from "~/lib/db.server";
import { ACCOUNT_COLUMNS } from "~/domain/accounts/account-columns.server";

/** The columns a profile view reads; one select so every view maps the same shape. */
export const PROFILE_USER_SELECT = {
  ...ACCOUNT_COLUMNS,
  status: true,
  veteranProfile: true,
  subscription: { select: { tier: true } },
} satisfies Prisma.UserSelect;

export type ProfileUserRow = Prisma.UserGetPayload<{ select: typeof PROFILE_USER_SELECT }>;

export type { VeteranProfileView };

/** JSON list columns hold string arrays; anything else stored there reads as an empty list. */
export function readList(value: Prisma.JsonValue | null | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function toProfileView(user: ProfileUserRow, opts: { showContact: boolean; showTier: boolean }): VeteranProfileView {
  const p = user.veteranProfile;
  return {
    user_id: user.id,
    role: user.role,
    full_name: user.fullName,
    email: opts.showContact ? user.email : null,
    phone: opts.showContact ? (p?.phone ?? null) : null,
    location: p?.location ?? null,
    headline: p?.headline ?? null,
    bio: p?.bio ?? null,
    profile_pic_url: user.profilePicUrl,
    verified_status: p?.verifiedStatus ?? false,
    member_since: user.createdAt.toISOString(),
    military_branch: p?.militaryBranch ?? null,
    branch: p?.militaryBranch ?? null,
    military_rank: p?.militaryRank ?? null,
    mos_code: p?.mosCode ?? null,
    years_of_service: p?.yearsOfService ?? null,
    clearance_level: p?.clearanceLevel ?? null,
    deployments: p?.deployments ?? null,
    unit: p?.unit ?? null,
    current_position: p?.currentPosition ?? null,
    desired_roles: readList(p?.desiredRoles),
    skills: readList(p?.skills),
    industries: readList(p?.industries),
    subscription_tier: opts.showTier ? (user.subscription?.tier ?? null) : null,
  };
}
