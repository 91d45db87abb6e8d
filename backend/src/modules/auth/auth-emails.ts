import type { AppConfig } from '../../config/app-config';
import businessDefaults from '../../config/business-defaults.json';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import { UserRole } from '../../common/auth/user-role';
import type { OutgoingMail } from '../../mail/mail.service';
import { RESET_TOKEN_MINUTES } from './auth.constants';
import { SET_PASSWORD_LINK_HOURS } from './one-time-tokens';

export type AuthMailConfig = Pick<AppConfig, 'publicBaseUrl' | 'businessEmail' | 'businessPhone'>;

interface Recipient {
  email: string;
  firstName: string;
}

/**
 * Where a reset e-mail's link leads: /login with the token in the fragment. A fragment never
 * reaches any server, so the token stays out of access logs and Referer headers; the /login
 * page reads it, asks for the new password and calls POST /api/auth/reset-password.
 */
export function resetLink(config: Pick<AppConfig, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}/login#reset=${token}`;
}

/** The reset link, its 30-minute single use, and what to do when it was not you. */
export function passwordResetEmail(config: AuthMailConfig, user: Recipient, token: string): OutgoingMail {
  const subject = 'Reset your password';
  const body = [
    `Hi ${user.firstName},`,
    `Someone (we hope you) asked to reset the password of your ${businessDefaults.businessName} account. Open this link to choose a new password:`,
    resetLink(config, token),
    `The link works once, for ${RESET_TOKEN_MINUTES} minutes. If it has expired, ask for a new one on the sign-in page.`,
    `If you did not ask for this, ignore this e-mail: your password stays as it is. If you get these e-mails without asking, call us at ${config.businessPhone}.`,
  ].join('\n\n');
  return { to: user.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail, carriesSecret: true };
}

/** Sent after every password change or reset, so an owner notices a change they did not make. */
export function passwordChangedEmail(config: AuthMailConfig, user: Recipient): OutgoingMail {
  const subject = 'Your password was changed';
  const body = [
    `Hi ${user.firstName},`,
    `The password of your ${businessDefaults.businessName} account was just changed, and every other device signed in to it was signed out.`,
    `If that was you, there is nothing more to do. If it was not, reset your password now at ${config.publicBaseUrl}/login and call us at ${config.businessPhone}.`,
  ].join('\n\n');
  return { to: user.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

/**
 * Sent once when an account reaches TWO_STEP_CODE_LIMIT wrong second-step codes: whoever typed
 * them had the password (the code step comes after it).
 */
export function twoStepGuessingEmail(config: AuthMailConfig, user: Recipient, wrongCodes: number, windowMinutes: number): OutgoingMail {
  const subject = 'Someone is guessing your sign-in codes';
  const body = [
    `Hi ${user.firstName},`,
    `Someone is guessing your sign-in codes: ${wrongCodes} wrong two-step codes were entered for your ${businessDefaults.businessName} account in the last ${windowMinutes} minutes, each after the right password. We have paused the code step for your account for ${windowMinutes} minutes.`,
    'If that was you (a phone clock that is off, an old authenticator entry), wait and try again with the code your authenticator app shows now.',
    `If it was not you, someone knows your password: change it now at ${config.publicBaseUrl}/login (use "Forgot password" if you cannot sign in) and call us at ${config.businessPhone}.`,
  ].join('\n\n');
  return { to: user.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail };
}

/** Where a confirmation e-mail's link leads: /login#confirm-email=<token> (a fragment, like the reset link). */
export function confirmEmailLink(config: Pick<AppConfig, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}/login#confirm-email=${token}`;
}

/** Where an admin enrolment e-mail's link leads: /login#admin-enrolment=<token>. */
export function adminEnrolmentLink(config: Pick<AppConfig, 'publicBaseUrl'>, token: string): string {
  return `${config.publicBaseUrl}/login#admin-enrolment=${token}`;
}

/** Sent at sign-up (and on "send the link again"): a deposit waits until the address is confirmed. */
export function confirmEmailEmail(config: AuthMailConfig, user: Recipient, token: string): OutgoingMail {
  const subject = 'Confirm your e-mail address';
  const body = [
    `Hi ${user.firstName},`,
    `Thanks for creating your ${businessDefaults.businessName} account. Open this link to confirm that this address is yours:`,
    confirmEmailLink(config, token),
    `The link works once, for ${SET_PASSWORD_LINK_HOURS} hours. Until the address is confirmed you can save plans, but not reserve one with a deposit.`,
    `If you did not create an account, ignore this e-mail: nothing more will be sent, and no one can reserve a plan in your name.`,
  ].join('\n\n');
  return { to: user.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail, carriesSecret: true };
}

/** A promotion to admin: the person sets a new password and two-step sign-in with this link; only then are they an admin. */
/** How the enrolment e-mail names each office role. */
const OFFICE_ROLE_WORDS: Record<UserRole.Admin | UserRole.Sales, string> = {
  [UserRole.Admin]: 'office (admin)',
  [UserRole.Sales]: 'sales team',
};

/** The link that gives an office role (admin or sales rep): a new password and two-step sign-in first. */
export function staffEnrolmentEmail(config: AuthMailConfig, user: Recipient, token: string, role: UserRole.Admin | UserRole.Sales): OutgoingMail {
  const words = OFFICE_ROLE_WORDS[role];
  const subject = `Set up your ${words} account`;
  const body = [
    `Hi ${user.firstName},`,
    `A ${businessDefaults.businessName} admin has given your account ${words} access. It starts once you choose a new password and set up two-step sign-in with an authenticator app on this page:`,
    adminEnrolmentLink(config, token),
    `The link works once, for ${SET_PASSWORD_LINK_HOURS} hours. Setting up signs out every device signed in to your account.`,
    `If you did not expect this, do not open the link and call us at ${config.businessPhone}.`,
  ].join('\n\n');
  return { to: user.email, subject, ...composeEmail(body, config, subject), replyTo: config.businessEmail, kind: MailKind.AccountMail, carriesSecret: true };
}
