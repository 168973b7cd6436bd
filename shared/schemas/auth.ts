import { z } from "zod";
import { ONE_LINE, oneLineMessage, PLAIN_NAME, plainNameMessage } from "./one-line";

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform((v) => v.toLowerCase());

export const otpCodeField = z
  .string({ error: "Verification code is required" })
  .trim()
  .regex(/^\d{6}$/, "The verification code must be exactly 6 digits");

/** A recovery code as shown ("abcde-fghjk"), typed with or without its dash. */
export const recoveryCodeField = z
  .string()
  .trim()
  .regex(/^[a-z2-9]{5}-?[a-z2-9]{5}$/i, "The verification code must be exactly 6 digits");

/** Sign-in and factor changes: the 6-digit code, or a recovery code where an authenticator app is on. */
export const signInCodeField = z.union([otpCodeField, recoveryCodeField], { error: "The verification code must be exactly 6 digits" });

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
  otp_code: signInCodeField.optional().or(z.literal("").transform(() => undefined)),
});

/** POST /api/auth/totp/setup has no body; /totp/enable takes the app's first code. */
export const totpEnableSchema = z.object({ code: otpCodeField });

/** Turning a factor off or removing a passkey: the password and a current code (asked for when missing). */
export const factorChangeSchema = z.object({
  password: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(200, "Password is too long"),
  otp_code: signInCodeField.optional().or(z.literal("").transform(() => undefined)),
});

/** Email 2FA off: as SPEC's call, now inside a session and with the password. */
export const twoFactorDisableSchema = z.object({
  email: emailField.optional(),
  otp_code: otpCodeField,
  password: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(200, "Password is too long"),
});

export const passkeyNameField = z
  .string({ error: "Name the passkey" })
  .trim()
  .min(1, "Name the passkey")
  .max(60, "The name is too long (60 characters at most)")
  .regex(ONE_LINE, oneLineMessage("The passkey name"));

/** For every NEW password (register, employer register, change password, create-admin); existing shorter ones still sign in. */
export const PASSWORD_MIN_LENGTH = 8;

export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password is too long");

export const registerSchema = z.object({
  email: emailField,
  password: newPasswordField,
  full_name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(120, "Full name is too long")
    .regex(ONE_LINE, oneLineMessage("Full name"))
    .regex(PLAIN_NAME, plainNameMessage("Full name")),
  role: z
    .string()
    .optional()
    .transform((v) => v ?? "veteran")
    .pipe(z.enum(["veteran", "employer"], { error: "You can register only as a veteran or an employer" })),
});

export const twoFactorSendSchema = z.object({
  email: z.string({ error: "Please enter your email address" }).trim().min(1, "Please enter your email address").pipe(emailField),
});

export const twoFactorCodeSchema = z.object({ email: emailField, otp_code: otpCodeField });

/** POST /api/account/delete: the password again, and the emailed code when 2FA is on (asked for by a call without it). */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to delete your account" }).min(1, "Enter your password to delete your account").max(200, "Password is too long"),
  otp_code: otpCodeField.optional().or(z.literal("").transform(() => undefined)),
});

export const changePasswordSchema = z.object({
  current_password: z.string().min(1, "Current password is required"),
  new_password: newPasswordField,
});

/** POST /api/auth/password/forgot and the /forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** A link's token as it arrives from a URL or a JSON body: 43 base64url characters, checked loosely. */
export const linkTokenField = z
  .string({ error: "This link is invalid or has expired" })
  .trim()
  .min(16, "This link is invalid or has expired")
  .max(128, "This link is invalid or has expired");

/** POST /api/auth/password/reset and the /reset-password form. */
export const resetPasswordSchema = z.object({ token: linkTokenField, password: newPasswordField });

/** POST /api/auth/email/verify and the /verify-email page. */
export const verifyEmailSchema = z.object({ token: linkTokenField });

/** POST /api/admin/jobs/:id/reported: an admin's decision on a job hidden by "gone" reports. */
export const reportedJobDecisionSchema = z.object({
  decision: z.enum(["confirm", "restore"], { error: "decision must be confirm or restore" }),
});

/** POST /api/auth/email/change and the account settings form: the new address, and the password again. */
export const changeEmailSchema = z.object({
  new_email: emailField,
  password: z.string({ error: "Enter your password to change your email" }).min(1, "Enter your password to change your email").max(200, "Password is too long"),
});
