/** The columns that say who an account is, read by every view of a user (spread into a `select`). */
export const ACCOUNT_COLUMNS = {
  id: true,
  email: true,
  fullName: true,
  role: true,
  profilePicUrl: true,
  createdAt: true,
} as const;
