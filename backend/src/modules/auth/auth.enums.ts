/** What an e-mailed one-time link does (password_reset_tokens.purpose). */
export enum OneTimeTokenPurpose {
  /** "Forgot password": a new password, nothing else. */
  Reset = 'reset',
  /** A partner's or contractor's approval: a new password, the role, every session ended, two-step cleared. */
  SetPassword = 'set-password',
  /** A promotion to admin: a new password and a new two-step enrolment, then the role. */
  AdminEnrolment = 'admin-enrolment',
  /** Registration's "confirm your e-mail address". */
  ConfirmEmail = 'confirm-email',
}
