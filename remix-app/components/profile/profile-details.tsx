import { Card, Tag } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { BranchBadge } from "./branch-badge";
import { hasMilitary, hasProfessional, type ProfileView } from "./profile-types";
import { industryLabel } from "@shared/job-taxonomy";
import { countLabel } from "@shared/plural";

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  if (children === null || children === undefined || children === "" || children === false) return null;
  return (
    <div className={`vets-profile-fact${wide ? " vets-profile-fact-wide" : ""}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function TagList({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="vets-tag-list">
      {items.map((item) => (
        <Tag key={item} minimal round>
          {item}
        </Tag>
      ))}
    </div>
  );
}

/** The read-only sections; each only when it has something to show (SPEC). */
export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const years = profile.years_of_service;
  return (
    <>
      {profile.bio && (
        <Card elevation={1}>
          <h3 className="vets-card-title">Bio</h3>
          <p className="vets-profile-text">{profile.bio}</p>
        </Card>
      )}
      {hasMilitary(profile) && (
        <Card elevation={1}>
          <h3 className="vets-card-title">Military Experience</h3>
          <dl className="vets-profile-fact-grid">
            <Fact label="Branch">{profile.military_branch && <BranchBadge branch={profile.military_branch} />}</Fact>
            <Fact label="Rank">{profile.military_rank}</Fact>
            <Fact label="MOS/Rating">{profile.mos_code}</Fact>
            <Fact label="Years of Service">{years === null ? null : countLabel(years, "year")}</Fact>
            <Fact label="Security Clearance">{profile.clearance_level === "none" ? "None" : profile.clearance_level}</Fact>
            <Fact label="Unit/Command">{profile.unit}</Fact>
            <Fact label="Deployments" wide>
              {profile.deployments && <span className="vets-profile-text">{profile.deployments}</span>}
            </Fact>
          </dl>
        </Card>
      )}
      {hasProfessional(profile) && (
        <Card elevation={1}>
          <h3 className="vets-card-title">Professional Experience</h3>
          <dl className="vets-profile-fact-grid">
            <Fact label="Current Position" wide>
              {profile.current_position}
            </Fact>
            <Fact label="Desired Roles" wide>
              {profile.desired_roles.length > 0 && <TagList items={profile.desired_roles} />}
            </Fact>
            <Fact label="Skills" wide>
              {profile.skills.length > 0 && <TagList items={profile.skills} />}
            </Fact>
            <Fact label="Industries" wide>
              {profile.industries.length > 0 && <TagList items={profile.industries.map(industryLabel)} />}
            </Fact>
          </dl>
        </Card>
      )}
    </>
  );
}
