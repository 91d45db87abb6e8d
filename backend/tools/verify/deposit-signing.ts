/**
 * Issue 29: a deposit is placed with the buyer's signature of the reservation agreement. The one
 * place tests and `make verify` build that signature: read GET /api/deposits/agreement for the
 * plan (agreementPath), then send these fields with the deposit.
 */

/** The name the test buyers type to sign. */
export const TEST_SIGNER_NAME = 'Casey Buyer';

/** What getDepositAgreement answers that a signature sends back. */
export interface AgreementReference {
  version: string;
  sha256: string;
}

/** GET path of the agreement for a plan (id or slug). */
export const agreementPath = (designId: string | number): string => `/api/deposits/agreement?design=${encodeURIComponent(String(designId))}`;

/** createDeposit's signature fields for the agreement read: typed name, consent, version and hash. */
export function signatureFields(agreement: AgreementReference, signerName: string = TEST_SIGNER_NAME) {
  return { signerName, consentToSignElectronically: true, agreementVersion: agreement.version, agreementSha256: agreement.sha256 };
}
