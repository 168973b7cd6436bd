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

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
  otp_code: otpCodeField.optional().or(z.literal("").transform(() => undefined)),
});

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
