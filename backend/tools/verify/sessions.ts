import { generate } from 'otplib';
import { call, sessionFrom, sleep, type Answer } from './http';
import type { ScenarioContext, SignedInRole, SignedInSession } from './scenario';
import { decodeQuotedPrintable, type SmtpListener } from './smtp-listener';

/** The password of every account the run creates (long enough for the rules, not a common one). */
export const VERIFY_PASSWORD = 'Verify-Barn-Harness-2026';

export interface AdminAccount {
  email: string;
  password: string;
  totpSecret: string;
}

function expect(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body) ?? answer.error}`);
  return answer;
}

/**
 * A new buyer (role user) through POST /api/auth/register, which signs it in, with the address
 * confirmed through the link of the sign-up e-mail (a deposit waits for it: issue 25).
 */
export async function registerBuyer(baseUrl: string, email: string, listener: SmtpListener): Promise<SignedInSession> {
  const answer = await call(baseUrl, 'POST', '/api/auth/register', { body: { email, password: VERIFY_PASSWORD, firstName: 'Casey', lastName: 'Buyer' } });
  const session = sessionFrom(expect(answer, 201, `registering ${email}`));
  const token = await linkToken(listener, email, 'confirm-email');
  expect(await call(baseUrl, 'POST', '/api/auth/confirm-email', { body: { token } }), 200, `confirming ${email}`);
  return session;
}

/** Sign-in with e-mail and password, and the current two-step code when the account has a secret. */
export async function signIn(baseUrl: string, email: string, password: string, totpSecret?: string): Promise<SignedInSession> {
  const body = totpSecret ? { email, password, code: await generate({ secret: totpSecret }) } : { email, password };
  return sessionFrom(expect(await call(baseUrl, 'POST', '/api/auth/sign-in', { body }), 200, `signing in ${email}`));
}

/** The token of the newest message to `to` with a /login#<kind>= link (approval: reset; sign-up: confirm-email), waiting for delivery. */
async function linkToken(listener: SmtpListener, to: string, kind: 'reset' | 'confirm-email'): Promise<string> {
  const pattern = new RegExp(`#${kind}=([\\w-]+)`);
  for (let i = 0; i < 120; i++) {
    for (const mail of [...listener.received].reverse()) {
      const token = mail.to.includes(to) ? pattern.exec(decodeQuotedPrintable(mail.raw))?.[1] : undefined;
      if (token) return token;
    }
    await sleep(250);
  }
  throw new Error(`no ${kind} e-mail reached ${to} within 30 s`);
}

const setPasswordToken = (listener: SmtpListener, to: string) => linkToken(listener, to, 'reset');

/**
 * One session per role, each made the way a person gets one: the buyer registers; the admin
 * (ADMIN_EMAIL, enrolled in two-step sign-in at start-up by ADMIN_TOTP_SECRET) signs in with
 * its code; the affiliate and the contractor apply through the public forms, the admin approves
 * them, and each sets its password from the approval e-mail's link before signing in.
 */
export async function signInEveryRole(
  baseUrl: string,
  admin: AdminAccount,
  listener: SmtpListener,
  query: ScenarioContext['query'],
  tag: string,
): Promise<Record<SignedInRole, SignedInSession>> {
  const user = await registerBuyer(baseUrl, `buyer-${tag}@example.org`, listener);
  const adminSession = await signIn(baseUrl, admin.email, admin.password, admin.totpSecret);

  const affiliateEmail = `partner-${tag}@example.org`;
  expect(
    await call(baseUrl, 'POST', '/api/affiliate-registration', {
      body: {
        email: affiliateEmail,
        firstName: 'Pat',
        lastName: 'Realtor',
        phone: '(816) 555-0199',
        address: '12 Main Street',
        city: 'Cameron',
        state: 'MO',
        zipCode: '64429',
        agreementAccepted: true,
      },
    }),
    201,
    'the affiliate application',
  );
  const [affiliate] = await query<{ id: number }>('SELECT id FROM affiliates WHERE email = $1', [affiliateEmail]);
  expect(await call(baseUrl, 'POST', `/api/admin/affiliates/${affiliate.id}/approve`, { session: adminSession }), 200, 'approving the affiliate');

  const contractorEmail = `contractor-${tag}@example.org`;
  expect(
    await call(baseUrl, 'POST', '/api/contractors/applications', {
      body: {
        name: `Verify Frame & Finish ${tag}`,
        contactName: 'Dana Whitfield',
        email: contractorEmail,
        phone: '(816) 555-0177',
        description: 'Framing crews for barndominiums and SIP shells across northwest Missouri.',
        licenseNumber: 'MO-REG-20231187',
        businessAddress: '400 Market Street, St. Joseph, MO 64501',
        yearsInBusiness: 12,
        specialties: ['sip_installation', 'custom_homes'],
        serviceAreas: [{ zipCode: '64501', radius: 40 }],
      },
    }),
    201,
    'the contractor application',
  );
  const [contractor] = await query<{ id: number }>('SELECT id FROM contractors WHERE email = $1', [contractorEmail]);
  expect(
    await call(baseUrl, 'POST', `/api/admin/contractors/${contractor.id}/decision`, { session: adminSession, body: { decision: 'approve' } }),
    200,
    'approving the contractor',
  );

  const sessions: Record<SignedInRole, SignedInSession> = { user, admin: adminSession } as Record<SignedInRole, SignedInSession>;
  for (const [role, email] of [
    ['affiliate', affiliateEmail],
    ['contractor', contractorEmail],
  ] as const) {
    const token = await setPasswordToken(listener, email);
    expect(await call(baseUrl, 'POST', '/api/auth/reset-password', { body: { token, password: VERIFY_PASSWORD } }), 200, `setting the ${role}'s password`);
    sessions[role] = await signIn(baseUrl, email, VERIFY_PASSWORD);
  }
  return sessions;
}
