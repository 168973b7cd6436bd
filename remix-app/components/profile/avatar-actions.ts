/** What the profile route's action answers to the avatar dialog. */
export type AvatarActionResult =
  | { intent: "avatar"; ok: true; profile_pic_url: string }
  | { intent: "remove-avatar"; ok: true }
  | { intent: "avatar" | "remove-avatar"; ok: false; error: string };

export function isAvatarActionResult(value: unknown): value is AvatarActionResult {
  return typeof value === "object" && value !== null && "intent" in value && (value.intent === "avatar" || value.intent === "remove-avatar");
}
