/** SPEC §8 wording for messages shown after a redirect (carried as ?flash=key). */
export const FLASH_MESSAGES = {
  logged_out: { message: "Logged out successfully", intent: "success" },
  login: { message: "Login successful!", intent: "success" },
  registered: { message: "Registration successful! Welcome to VetCareer!", intent: "success" },
  account_deleted: { message: "Account deletion initiated", intent: "success" },
  job_posted: { message: "Job posted successfully!", intent: "success" },
  job_updated: { message: "Job updated successfully", intent: "success" },
  email_verified: { message: "Email verified. Log in to continue.", intent: "success" },
  password_reset: { message: "Your password was reset and every session was signed out. Log in with your new password.", intent: "success" },
  auto_apply_paid_only: { message: "Auto-apply is only available for paid subscribers", intent: "warning" },
} as const;

export type FlashKey = keyof typeof FLASH_MESSAGES;

export function withFlash(path: string, key: FlashKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}flash=${key}`;
}

export const TWO_FACTOR_REQUIRED_INFO =
  "Two-factor authentication required. Please check your email for the verification code.";
