import { Button, Card, Icon, Tag } from "@blueprintjs/core";
import { PROFILE_AVATAR_PX } from "@shared/avatar";
import { UserAvatar } from "~/components/shell/user-avatar";
import { FollowControl } from "~/components/social/follow-button";
import { BranchBadge } from "./branch-badge";
import type { ProfileView } from "./profile-types";

interface Props {
  profile: ProfileView;
  isOwn: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  onAvatarClick: () => void;
}

function memberSince(iso: string): string {
  return String(new Date(iso).getUTCFullYear());
}

export function ProfileHeader({ profile, isOwn, editing, onToggleEdit, onAvatarClick }: Props) {
  const avatar = <UserAvatar name={profile.full_name} pictureUrl={profile.profile_pic_url} size={PROFILE_AVATAR_PX} />;
  return (
    <Card elevation={1} className="vets-profile-header">
      {editing ? (
        <button type="button" className="vets-profile-avatar-button" onClick={onAvatarClick} aria-label="Change profile picture">
          {avatar}
          <span className="vets-profile-avatar-overlay" aria-hidden>
            <Icon icon="camera" size={22} />
            <span>Change</span>
          </span>
        </button>
      ) : (
        avatar
      )}
      <div className="vets-profile-identity">
        <div className="vets-row">
          <h1>{profile.full_name}</h1>
          {profile.verified_status && (
            <Tag intent="success" icon="endorsed" round size="large">
              Verified
            </Tag>
          )}
          <BranchBadge branch={profile.military_branch} />
        </div>
        {profile.headline && <p className="vets-profile-headline">{profile.headline}</p>}
        <div className="vets-row vets-muted vets-profile-meta">
          {profile.location && (
            <span>
              <Icon icon="map-marker" size={14} /> {profile.location}
            </span>
          )}
          <span>
            <Icon icon="calendar" size={14} /> Member since {memberSince(profile.member_since)}
          </span>
          {!isOwn && profile.email && (
            <a href={`mailto:${profile.email}`}>
              <Icon icon="envelope" size={14} /> {profile.email}
            </a>
          )}
          {!isOwn && profile.phone && (
            <a href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}>
              <Icon icon="phone" size={14} /> {profile.phone}
            </a>
          )}
        </div>
      </div>
      {!isOwn && profile.follow && (
        <div className="vets-profile-header-actions">
          <FollowControl key={profile.user_id} userId={profile.user_id} name={profile.full_name} initial={profile.follow} withMessage />
        </div>
      )}
      {isOwn && (
        <div className="vets-profile-header-actions">
          <Button icon={editing ? "cross" : "edit"} text={editing ? "Cancel" : "Edit Profile"} intent={editing ? "none" : "primary"} onClick={onToggleEdit} />
        </div>
      )}
    </Card>
  );
}
