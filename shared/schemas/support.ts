import { z } from "zod";
import { emailField } from "./auth";
import { ONE_LINE, oneLineMessage } from "./one-line";

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MIN = 10;
export const SUPPORT_BODY_MAX = 5000;

export const SUPPORT_MESSAGES = {
  sent: "Message sent. An administrator will answer you by email.",
  sendFailed: "Failed to send your message",
  closed: "Message closed",
  closeFailed: "Failed to close the message",
  notFound: "Support message not found",
} as const;

/**
 * The contact form (/contact and POST /api/support/messages). A signed-in account answers to its
 * own address, so `email` is only read from signed-out visitors.
 */
export const supportMessageSchema = z.object({
  email: emailField.optional(),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(3, "Subject must be at least 3 characters")
    .max(SUPPORT_SUBJECT_MAX, `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`)
    .regex(ONE_LINE, oneLineMessage("Subject")),
  body: z
    .string({ error: "Message is required" })
    .trim()
    .min(SUPPORT_BODY_MIN, `Message must be at least ${SUPPORT_BODY_MIN} characters`)
    .max(SUPPORT_BODY_MAX, `Message must be at most ${SUPPORT_BODY_MAX} characters`),
});

export type SupportMessageInput = z.infer<typeof supportMessageSchema>;

export const SUPPORT_STATUSES = ["open", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
