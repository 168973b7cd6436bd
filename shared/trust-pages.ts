/** The pages every screen links from its footer, and where "contact support" leads. */
export const TRUST_PAGES = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Contact", to: "/contact" },
] as const;

export const CONTACT_PATH = "/contact";
