/** Where both sign-up forms send the browser: "check your email" (the same for a new and a taken address). */
export const CHECK_EMAIL_PATH = "/verify-email?sent=1";
