import { Link } from "@remix-run/react";

/** /terms: the rules of using the platform, written for the people who use it. */
export function TermsOfService() {
  return (
    <>
      <p>By creating an account or using VetCareer you agree to these terms. If you do not agree, please do not use the platform.</p>
      <h2>Your account</h2>
      <ul>
        <li>Give true information about yourself, your service and, for employers, your company. One person or company per account.</li>
        <li>Keep your password to yourself; you are responsible for what is done with your account. Turn on two-step sign-in for more safety.</li>
        <li>Veteran verification is for people who served. Uploading a document that is not yours or has been altered ends your account.</li>
      </ul>
      <h2>What you post and send</h2>
      <ul>
        <li>You keep the rights to what you write. You let us store it and show it to the people your settings allow, to run the service.</li>
        <li>
          No harassment, threats, hate, spam, scams, or other people&apos;s personal data. Administrators may remove posts and suspend or close accounts
          that break these rules; their decisions are recorded.
        </li>
        <li>Cover letters and resume text the platform drafts for you are yours to check and edit; you are responsible for what you send.</li>
      </ul>
      <h2>Employers</h2>
      <ul>
        <li>Employer accounts are reviewed before they can post jobs, search veterans or message them.</li>
        <li>Post real openings with honest pay and conditions. Use what you learn about veterans only to recruit for your openings.</li>
      </ul>
      <h2>Plans and payments</h2>
      <ul>
        <li>Paid plans renew until cancelled; you can cancel on the Billing page.</li>
        <li>What each plan includes is listed on its plan card.</li>
      </ul>
      <h2>The service</h2>
      <ul>
        <li>
          Job listings imported from other job boards are theirs; we link to the original. We do not guarantee interviews, offers or that a listing is
          still open.
        </li>
        <li>We may change these terms; the date at the top says when they last changed.</li>
        <li>
          How we handle your data is described in the <Link to="/privacy">Privacy Policy</Link>.
        </li>
      </ul>
    </>
  );
}
