/** A settled payment as the admin billing screens list it (amount in cents). */
export interface TransactionView {
  id: number;
  user_email: string;
  created_at: string;
  amount: number;
  plan: string;
  status: string;
}

/** The full transactions list adds which payment provider took it. */
export interface TransactionRow extends TransactionView {
  provider: string;
}
