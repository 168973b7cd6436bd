/** SPEC §3 veteran profile, snake_case as the API names it. */
export interface VeteranProfileView {
  user_id: number;
  role: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  headline: string | null;
  bio: string | null;
  profile_pic_url: string | null;
  verified_status: boolean;
  member_since: string;
  military_branch: string | null;
  branch: string | null;
  military_rank: string | null;
  mos_code: string | null;
  years_of_service: number | null;
  clearance_level: string | null;
  deployments: string | null;
  unit: string | null;
  current_position: string | null;
  desired_roles: string[];
  skills: string[];
  industries: string[];
  subscription_tier: string | null;
  /**
   * The viewer's follow state with this person, on someone else's profile when the viewer takes
   * part in the social hub: Follow, Following, or Connected (both follow each other).
   */
  follow?: { is_following: boolean; follows_you: boolean; is_connected: boolean };
}
