import type { ProfileUpdate } from "@shared/schemas/profile";
import { queueFitWork } from "~/domain/fit/fit-queue.server";
import { getDb, type Prisma } from "~/lib/db.server";
import { notFound } from "~/lib/errors.server";
import { PROFILE_USER_SELECT, toProfileView, type VeteranProfileView } from "./profile-view.server";

/** GET /api/veteran/profile: everything about the signed-in user, contact details included. */
export async function getOwnProfile(userId: number): Promise<VeteranProfileView> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: PROFILE_USER_SELECT });
  if (!user || user.status === "deleted") throw notFound("Profile not found");
  return toProfileView(user, { showContact: true, showTier: true });
}

type ProfileColumns = Omit<Prisma.VeteranProfileUncheckedCreateInput, "id" | "userId" | "verifiedStatus" | "verifiedAt" | "updatedAt">;

/** Only the fields the owner may edit; verified status, tier and role have no way in. */
function profileColumns(input: ProfileUpdate): ProfileColumns {
  const columns: ProfileColumns = {
    phone: input.phone,
    location: input.location,
    headline: input.headline,
    bio: input.bio,
    militaryBranch: input.military_branch,
    militaryRank: input.military_rank,
    mosCode: input.mos_code?.toUpperCase(),
    yearsOfService: input.years_of_service,
    clearanceLevel: input.clearance_level,
    deployments: input.deployments,
    unit: input.unit,
    currentPosition: input.current_position,
    desiredRoles: input.desired_roles,
    skills: input.skills,
    industries: input.industries,
  };
  // undefined means "not sent": leave the column alone.
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as ProfileColumns;
}

/** PUT /api/veteran/profile: the caller's own profile, always; there is no user id to aim elsewhere. */
export async function updateOwnProfile(userId: number, input: ProfileUpdate): Promise<VeteranProfileView> {
  const db = getDb();
  const columns = profileColumns(input);
  await db.$transaction(async (tx) => {
    if (input.full_name !== undefined) await tx.user.update({ where: { id: userId }, data: { fullName: input.full_name } });
    await tx.veteranProfile.upsert({ where: { userId }, create: { userId, ...columns }, update: columns });
  });
  // The veteran's match list is ranked again for the new profile, nearline (issue 53).
  await queueFitWork({ kind: "profile", userId });
  return getOwnProfile(userId);
}
