/** One account as the admin user lists show it. */
export interface AdminUserRow {
  id: number;
  full_name: string;
  email: string;
  role: string;
  subscription_tier: string | null;
  account_status: string;
  total_applications: number;
  created_at: string;
}

/** SPEC §9: the admin dashboard's lists are fetched at 10 items. */
export const ADMIN_DASHBOARD_LIST_SIZE = 10;
