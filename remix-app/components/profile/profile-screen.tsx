import { Button, Callout, NonIdealState } from "@blueprintjs/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/shell/toaster";
import { AvatarDialog } from "./avatar-dialog";
import { ProfileDetails } from "./profile-details";
import { ProfileForm } from "./profile-form";
import { ProfileHeader } from "./profile-header";
import { formValuesFrom, hasMilitary, hasProfessional, profilePayload, type ProfileFormValues, type ProfileView } from "./profile-types";

type SaveResult = { intent: string; ok: true } | { intent: string; ok: false; error: string };

function isSaveResult(value: unknown): value is SaveResult {
  return typeof value === "object" && value !== null && "intent" in value && value.intent === "save";
}

export function ProfileScreen({ profile, isOwn }: { profile: ProfileView; isOwn: boolean }) {
  const toast = useToast();
  const saver = useFetcher({ key: "profile-save" });
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [error, setError] = useState<string | null>(null);
  const [avatarOpen, setAvatarOpen] = useState(false);
  const submitted = useRef(false);
  const saving = saver.state !== "idle";

  function startEditing() {
    setValues(formValuesFrom(profile));
    setError(null);
    setEditing(true);
  }

  function save() {
    setError(null);
    saver.submit({ intent: "save", profile: profilePayload(values) }, { method: "post", action: "/profile", encType: "application/json" });
  }

  useEffect(() => {
    if (saver.state !== "idle") {
      submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    const result = saver.data;
    if (isSaveResult(result) && result.ok) {
      toast("Profile updated successfully!", "success");
      setEditing(false);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } else {
      setError(isSaveResult(result) && !result.ok ? result.error : "Failed to update profile");
      toast("Failed to update profile", "danger");
    }
  }, [saver.state, saver.data, toast]);

  const empty = !profile.bio && !hasMilitary(profile) && !hasProfessional(profile);

  return (
    <div className="vets-stack">
      <ProfileHeader
        profile={profile}
        isOwn={isOwn}
        editing={editing}
        onToggleEdit={() => (editing ? setEditing(false) : startEditing())}
        onAvatarClick={() => setAvatarOpen(true)}
      />
      {editing ? (
        <ProfileForm
          values={values}
          email={profile.email}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          onCancel={() => setEditing(false)}
          onSave={save}
          saving={saving}
          error={error}
        />
      ) : empty && isOwn ? (
        <Callout intent="primary" icon="person" title="Complete your profile">
          <p>Add your branch, MOS and skills so we can translate your service into civilian roles and match you with jobs.</p>
          <Button intent="primary" icon="edit" text="Edit Profile" onClick={startEditing} />
        </Callout>
      ) : empty ? (
        <NonIdealState className="vets-empty" icon="person" title="No details yet" description={`${profile.full_name} has not added profile details yet.`} />
      ) : (
        <ProfileDetails profile={profile} />
      )}
      {isOwn && (
        <AvatarDialog
          isOpen={avatarOpen}
          onClose={() => setAvatarOpen(false)}
          action="/profile"
          userName={profile.full_name}
          currentPictureUrl={profile.profile_pic_url}
        />
      )}
    </div>
  );
}
