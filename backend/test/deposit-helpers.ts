import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { DepositAgreementService } from '../src/modules/deposits/agreement/deposit-agreement.service';
import { DepositSignature } from '../src/modules/deposits/entities/deposit-signature.entity';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { agreementPath, signatureFields, TEST_SIGNER_NAME, type AgreementReference } from '../tools/verify/deposit-signing';
import type { Browser } from './auth-helpers';

/** The reservation agreement the server shows now for a plan (id or slug), as the checkout page reads it. */
export async function readAgreement(app: INestApplication, designId: string | number): Promise<AgreementReference & { text: string }> {
  const res = await request(app.getHttpServer()).get(agreementPath(designId)).expect(200);
  return res.body as AgreementReference & { text: string };
}

/** A deposit body signed as the checkout page signs it: the fields given, plus the signature of the plan's current agreement. */
export async function signedDepositBody<T extends { designId: string | number }>(
  app: INestApplication,
  fields: T,
  signerName?: string,
): Promise<T & ReturnType<typeof signatureFields>> {
  return { ...fields, ...signatureFields(await readAgreement(app, fields.designId), signerName) };
}

/** Reads the plan's agreement, signs it and posts the deposit as the browser's buyer; answers the response (status checked). */
export async function placeDeposit(
  app: INestApplication,
  browser: Browser,
  fields: { designId: string | number } & Record<string, unknown>,
  expected = 201,
  signerName?: string,
): Promise<request.Response> {
  return browser.call('post', '/api/deposits', await signedDepositBody(app, fields, signerName), expected);
}

/**
 * A pending deposit with a signed agreement written straight to the database (as createDeposit
 * would write it), for tests that need one without the per-IP limit of the deposit form; answers its id.
 */
export async function insertSignedDeposit(app: INestApplication, userId: number, designSlug = 'oak', signerName = TEST_SIGNER_NAME): Promise<number> {
  const db = app.get(DataSource);
  const design = await db.getRepository(Design).findOneByOrFail({ slug: designSlug });
  const { identifiers } = await db.getRepository(Deposit).insert({
    userId,
    designId: design.id,
    amount: app.get(AppConfig).depositAmountCents,
    street: '7 Prairie Road',
    city: 'Cameron',
    state: 'MO',
    zipCode: '64429',
  });
  const depositId = identifiers[0].id as number;
  const agreement = app.get(DepositAgreementService).render(design);
  await db.getRepository(DepositSignature).insert({
    depositId,
    userId,
    agreementVersion: agreement.version,
    agreementText: agreement.text,
    textSha256: agreement.sha256,
    holdDays: agreement.holdDays,
    signerName,
    ipAddress: '203.0.113.9',
    userAgent: 'test',
  });
  return depositId;
}
