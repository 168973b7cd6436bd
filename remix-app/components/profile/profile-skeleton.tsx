import { Card, Classes } from "@blueprintjs/core";

const S = Classes.SKELETON;

/** Placeholder in the shape of the header and two sections while the profile loads. */
export function ProfileSkeleton() {
  return (
    <div className="vets-stack" aria-busy="true" aria-label="Loading profile">
      <Card elevation={1} className="vets-profile-header">
        <div className={`vets-profile-avatar-skeleton ${S}`} />
        <div className="vets-profile-identity">
          <h1 className={S}>Loading full name</h1>
          <p className={S}>A headline that describes this veteran in one line</p>
          <p className={S}>Location · Member since 2020</p>
        </div>
      </Card>
      {[0, 1].map((i) => (
        <Card key={i} elevation={1}>
          <h3 className={`vets-card-title ${S}`}>Section title</h3>
          <p className={S}>Line of profile details that is loading right now.</p>
          <p className={S}>Another line of profile details that is loading.</p>
        </Card>
      ))}
    </div>
  );
}
