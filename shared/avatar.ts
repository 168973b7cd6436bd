/** SPEC §5 and §9 avatar rules, shared by the upload dialog and the server. */
export const AVATAR_MAX_BYTES = 10_485_760;
export const AVATAR_ACCEPTED_EXTENSIONS = ["jpeg", "jpg", "png", "webp", "heic", "heif"] as const;
export const AVATAR_ACCEPTED_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/heic", "image/heif"] as const;
export const AVATAR_ZOOM = { min: 0.5, max: 3, step: 0.1 } as const;
export const AVATAR_ROTATION_STEP = 90;
export const AVATAR_PREVIEW_PX = 80;
export const PROFILE_AVATAR_PX = 120;

export const AVATAR_MESSAGES = {
  notImage: "Please select an image file",
  tooLarge: "File too large. Maximum size is 10MB",
  nothingCropped: "Please select and crop an image first",
  processFailed: "Failed to process image",
  uploaded: "Profile picture updated successfully!",
  uploadFailed: "Failed to upload profile picture",
  removed: "Profile picture removed",
  removeFailed: "Failed to remove profile picture",
} as const;

export const AVATAR_UNSUPPORTED_TYPE = "Please select a JPEG, PNG, WebP or HEIC image";
export const AVATAR_HEIC_UNREADABLE = "This browser cannot open HEIC photos. Please select a JPEG, PNG or WebP image";

/** SPEC §5 checks on a picked file, before it is read: an image type we accept, at most 10 MB. */
export function checkAvatarFile(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  const extension = (file.name.split(".").pop() ?? "").toLowerCase();
  // Some systems give HEIC photos no media type at all; the extension tells.
  const heicByName = type === "" && (extension === "heic" || extension === "heif");
  if (!type.startsWith("image/") && !heicByName) return AVATAR_MESSAGES.notImage;
  const accepted =
    (AVATAR_ACCEPTED_TYPES as readonly string[]).includes(type) || (heicByName && (AVATAR_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension));
  if (!accepted) return AVATAR_UNSUPPORTED_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

export function isHeicFile(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}
