import type { Role } from "@shared/roles";

/** What the desktop shell needs on each page load, read for the signed-in user only. */
export interface DesktopStartState {
  /** Unread notifications, the badge's starting point (live pushes add to it). */
  unread_count: number;
  /** The account's "desktop notifications" switch (SPEC Inbox › Settings, off by default). */
  desktop_notifications: boolean;
}

export interface ShellUser {
  id: number;
  fullName: string;
  email: string;
  role: Role;
  profilePicUrl: string | null;
  /** False until the account opens an emailed link: the shell shows a banner offering a new one. */
  emailVerified: boolean;
}

/** The root loader's data: the app shell reads it, so it is declared here rather than inferred from the server loader. */
export interface RootLoaderData {
  desktop: DesktopStartState | null;
  user: ShellUser | null;
  /** The nav bell's number; kept live in the browser by notification:new / notification:read. */
  unreadNotifications: number;
}
