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
