import type { EmployerRegistrationInput } from "@shared/schemas/employer-registration";
import { sendEmail } from "~/lib/email.server";
import type { ClientInfo } from "~/lib/http.server";
import { hashPassword } from "~/lib/password.server";
import { consumeAddressLimit } from "~/lib/rate-limit.server";
import { signUpOrNotifyOwner, type SignUpAnswer } from "~/domain/accounts/sign-up.server";
import { createAccount } from "~/domain/accounts/create-account.server";
import { findPlan } from "@shared/plans";
import { companyData } from "./company-data.server";
import { log } from "~/lib/logger.server";

/**
 * Self-registration of an employer: the account (role employer) and its company profile,
 * pending review on Starter (a paid plan waits for its checkout), in one transaction. Same sign-up limits as veterans.
 */
export async function registerEmployer(input: EmployerRegistrationInput, client: ClientInfo): Promise<SignUpAnswer> {
  await consumeAddressLimit("registerPerIp", client);
  // Hashed for every address, so a taken one answers no faster.
  const passwordHash = await hashPassword(input.password);
  let created = false;
  const answer = await signUpOrNotifyOwner(input.email, async (tx) => {
    const user = await createAccount(tx, { email: input.email, passwordHash, fullName: input.contact_person, role: "employer", verified: false });
    // A paid plan is only chosen here: the account starts on Starter and gets the plan once
    // its checkout is paid (the dashboard offers 'Complete payment').
    const paidChoice = (findPlan(input.plan)?.priceCents ?? 0) > 0 ? input.plan : null;
    await tx.employerProfile.create({
      data: { userId: user.id, ...companyData(input), planId: "starter", requestedPlanId: paidChoice, approvalStatus: "pending" },
    });
    await tx.subscription.create({ data: { userId: user.id, tier: "starter", status: "active" } });
    created = true;
    return user;
  });
  if (created) await sendReceivedEmail(input.email, input.contact_person, input.company_name);
  return answer;
}

async function sendReceivedEmail(to: string, contactPerson: string, companyName: string) {
  try {
    await sendEmail({
      to,
      subject: "We received your employer registration",
      text:
        `Hello ${contactPerson},\n\nThank you for registering ${companyName} on VetCareer. ` +
        "Our team reviews every employer within 24-48 hours; you will get an email once your account is approved.\n\n" +
        "Tip: keep your company website or professional page current — reviewers use it to verify your business.\n",
    });
  } catch (e) {
    // The account exists either way; a lost confirmation email must not fail the sign-up.
    log.error({ err: e }, "[employer-register] confirmation email failed");
  }
}
