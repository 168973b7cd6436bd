import { Icon } from "@blueprintjs/core";
import { initialsOf } from "@shared/navigation";

interface Props {
  name: string | null | undefined;
  pictureUrl: string | null | undefined;
  size?: number;
}

/** Profile picture, else initials, else a generic person icon. */
export function UserAvatar({ name, pictureUrl, size = 32 }: Props) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (pictureUrl) return <img className="vets-avatar" src={pictureUrl} alt={name ?? "Profile picture"} style={style} />;
  const initials = initialsOf(name);
  return (
    <span className="vets-avatar vets-avatar-fallback" style={style} aria-label={name ?? "Profile"}>
      {initials || <Icon icon="person" size={Math.round(size * 0.55)} />}
    </span>
  );
}
