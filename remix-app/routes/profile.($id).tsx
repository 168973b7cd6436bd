import { NonIdealState } from "@blueprintjs/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Await, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import { AVATAR_MESSAGES } from "@shared/avatar";
import { homePathForRole } from "@shared/roles";
import { profileUpdateSchema } from "@shared/schemas/profile";
import { requirePageActor, roleMay } from "~/domain/access/policy.server";
import { LinkButton } from "~/components/common/link-button";
import type { AvatarActionResult } from "~/components/profile/avatar-actions";
import { ProfileScreen } from "~/components/profile/profile-screen";
import { ProfileSkeleton } from "~/components/profile/profile-skeleton";
import { useToast } from "~/components/shell/toaster";
import { loadProfilePage, type ProfilePageLoad } from "~/screens/profile-page.server";
import { updateOwnProfile } from "~/domain/profiles/own-profile.server";
import { AVATAR_UPLOAD_LIMITS, removeProfilePicture, saveProfilePicture } from "~/domain/uploads/profile-picture.server";
import { readFileUpload } from "~/domain/uploads/read-file-upload.server";
import { readJsonForm } from "~/lib/form.server";
import { actionResult, parseInput } from "~/lib/http.server";

export const meta: MetaFunction = () => [{ title: "Profile — VetCareer" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requirePageActor(request, "read-profile");
  const isOwn = !params.id || params.id === String(auth.user.id);
  // Employers keep their company profile elsewhere; their own veteran profile does not exist.
  if (isOwn && !roleMay(auth.user, "edit-veteran-profile")) throw redirect(homePathForRole(auth.user.role));
  return { isOwn, profile: loadProfilePage(auth.user, params.id, isOwn) };
}

export type ProfileActionResult = AvatarActionResult | { intent: "save"; ok: true } | { intent: "save" | "unknown"; ok: false; error: string };

/** Every change here is to the signed-in user's own profile, whatever the URL's id says. */
export async function action({ request }: ActionFunctionArgs): Promise<ProfileActionResult> {
  const auth = await requirePageActor(request, "edit-veteran-profile");
  const userId = auth.user.id;
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const r = await actionResult(async () => saveProfilePicture(userId, await readFileUpload(request, AVATAR_UPLOAD_LIMITS)), AVATAR_MESSAGES.uploadFailed);
    return r.ok ? { intent: "avatar", ok: true, profile_pic_url: r.value.profile_pic_url } : { intent: "avatar", ok: false, error: r.error };
  }
  const input = await readJsonForm(request);
  switch (input.intent) {
    case "remove-avatar": {
      const r = await actionResult(() => removeProfilePicture(userId), AVATAR_MESSAGES.removeFailed);
      return r.ok ? { intent: "remove-avatar", ok: true } : { intent: "remove-avatar", ok: false, error: r.error };
    }
    case "save": {
      const r = await actionResult(() => updateOwnProfile(userId, parseInput(profileUpdateSchema, input.profile)), "Failed to update profile");
      return r.ok ? { intent: "save", ok: true } : { intent: "save", ok: false, error: r.error };
    }
    default:
      return { intent: "unknown", ok: false, error: "Unknown action" };
  }
}

function LoadOutcome({ result, isOwn }: { result: ProfilePageLoad; isOwn: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const failed = result.status !== 200 && result.status !== 404;
  useEffect(() => {
    if (!failed) return;
    toast("Failed to load profile", "danger");
    // SPEC §6: a 403 on another user's profile goes back to the dashboard.
    if (result.status === 403) navigate("/dashboard", { replace: true });
  }, [failed, result.status, navigate, toast]);

  if (result.profile) return <ProfileScreen profile={result.profile} isOwn={isOwn} />;
  return (
    <NonIdealState
      className="vets-empty"
      icon={result.status === 404 ? "person" : "error"}
      title={result.status === 404 ? "Profile not found" : "Failed to load profile"}
      description={result.status === 404 ? "This profile does not exist or is no longer available." : "Please try again in a moment."}
      action={<LinkButton to="/dashboard" icon="arrow-left" text="Back to Dashboard" />}
    />
  );
}

export default function ProfilePage() {
  const { isOwn, profile } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Going from one profile to another: show the skeleton at once, not the previous person.
  const switching = navigation.state === "loading" && /^\/profile(\/|$)/.test(navigation.location.pathname) && navigation.location.pathname !== pathname;
  return (
    <div className="vets-page vets-profile-page">
      {switching ? (
        <ProfileSkeleton />
      ) : (
        <Suspense fallback={<ProfileSkeleton />}>
          <Await resolve={profile}>{(result) => <LoadOutcome result={result} isOwn={isOwn} />}</Await>
        </Suspense>
      )}
    </div>
  );
}
