import { Link } from "@remix-run/react";
import type { TrustFacts } from "@shared/views/support";

const ROWS: readonly { what: string; kept: string; seen: string }[] = [
  {
    what: "Account: name, email, role, plan, when you joined and last signed in. Your password only as a salted scrypt hash.",
    kept: "Until you delete your account.",
    seen: "You; administrators.",
  },
  {
    what: "Veteran profile: service history, skills, clearance as you entered it, headline, bio, picture.",
    kept: "Until you change it or delete your account.",
    seen: "Signed-in veterans and approved employers, except people you have blocked; your profile picture is public. Administrators.",
  },
  {
    what: "Resumes, cover letters, applications and auto-apply settings and drafts.",
    kept: "Until you delete them or your account.",
    seen: "You; the employer of a job once you send an application to it; administrators.",
  },
  {
    what: "Verification document (for example a DD-214, which carries your Social Security number).",
    kept: "Only until an administrator reviews it: the file is deleted from the server when the request is approved or rejected. The decision, the document type and the dates are kept.",
    seen: "Administrators only, while reviewing your request. It is never stored in the public upload folder and is never shown to employers.",
  },
  {
    what: "Posts, comments, reactions, follows and direct messages.",
    kept: "Until you delete them or your account. Messages you sent stay in the other people's conversations, shown as from “Deleted user”.",
    seen: "Posts and comments: as each post's privacy setting says, and administrators when a post is reported. Messages: only the people in the conversation.",
  },
  {
    what: "Sign-in sessions: when, from which address and which browser.",
    kept: "A sign-in lasts up to {sessionDays} days, or until you sign out or change your password.",
    seen: "Used only to keep you signed in and to protect your account.",
  },
  {
    what: "Payments and subscription history (card details stay with the payment processor and never reach us).",
    kept: "Kept for the books, without your name or email once you delete your account.",
    seen: "You; administrators.",
  },
  {
    what: "Messages you send from the contact page, and the email address you give there.",
    kept: "Until you delete your account (messages sent while signed out with the same email address go too).",
    seen: "Administrators.",
  },
];

/** /privacy: what this platform stores, for how long, who sees it, and how to take it out or remove it. */
export function PrivacyPolicy({ facts }: { facts: TrustFacts }) {
  return (
    <>
      <p>
        VetCareer helps veterans find civilian work. This page says what the platform stores about you, for how long, who can see it and how you take it
        with you or remove it. We do not sell your data and we show no third-party advertising.
      </p>
      <h2>What we store, how long, and who sees it</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">How long</th>
            <th scope="col">Who sees it</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.what}>
              <td>{row.what}</td>
              <td>{row.kept.replace("{sessionDays}", String(facts.sessionDays))}</td>
              <td>{row.seen}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Verification documents</h2>
      <p>
        You upload the document itself (a PDF, or a photo or scan up to {facts.documentMaxMb} MB); we do not ask for links to cloud storage. Photos are
        re-encoded when they arrive, which removes location and camera data. You may cover your Social Security number before uploading: reviewers need
        your name, your dates of service and the character of your service.
      </p>
      <h2>Services that receive data</h2>
      <ul>
        <li>Email: sign-in codes and notices are sent through this installation&apos;s mail server.</li>
        {facts.modelWriting && (
          <li>
            Writing: when you ask for a cover letter or resume text, the facts it needs from your profile and the job&apos;s posting are sent to the
            language model this installation is configured with.
          </li>
        )}
        {facts.cardPayments && <li>Payments: card payments are handled by Stripe; we keep the plan, amounts and dates, never the card number.</li>}
        <li>Administrators&apos; decisions (approvals, suspensions, removals) are kept in an audit log with the name and email of the person concerned at the time.</li>
      </ul>
      <h2>Taking your data with you</h2>
      <p>
        On <Link to="/account-settings">Account Settings</Link>, <strong>Export Data</strong> downloads everything listed above that belongs to your
        account as one JSON file: account, profile, resumes, applications, auto-apply settings and runs, verification requests, posts, comments,
        reactions, bookmarks, follows, messages you sent, notifications, reports and support messages.
      </p>
      <h2>Deleting your account</h2>
      <p>
        On <Link to="/account-settings">Account Settings</Link>, <strong>Delete Account</strong> asks for your password (and a code by email when
        two-step sign-in is on), then in one step removes your profile, resumes, applications, posts, comments, reactions, follows, blocks, drafts,
        notifications, verification requests and their files, support messages and sessions, and signs you out everywhere. What must stay for other
        people or for the books stays without your name: messages in others&apos; conversations and payment records.
      </p>
    </>
  );
}
