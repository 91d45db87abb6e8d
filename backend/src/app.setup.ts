import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { jsonBodyParser, oneClickFormBodyParser, signedJsonBodyParser, uploadRoute } from './common/body-parser';
import { DatabaseOutage } from './database/database-outage';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { cspDirectives, securityHeaders, serializeCsp } from './common/security-headers';
import { createValidationPipe } from './common/validation.pipe';
import { AuthSession } from './modules/auth/auth-session';
import { CatalogueCache } from './modules/designs/catalogue-cache';
import { catalogueFastPath } from './modules/designs/catalogue-fast-path';
import { BOOKING_WEBHOOK_PATH, UNSUBSCRIBE_PATH } from './modules/follow-ups/follow-ups.paths';
import { INBOUND_WEBHOOK_BODY_LIMIT, INBOUND_WEBHOOK_PATH } from './modules/inbound-mail/inbound-mail.paths';
import { STRIPE_WEBHOOK_BODY_LIMIT, STRIPE_WEBHOOK_PATH } from './modules/deposits/deposits.paths';
import { PARTNER_RESOURCES_ADMIN_PATH } from './modules/affiliates/affiliates.paths';
import { CONTRACTOR_LICENSES_ADMIN_PATH, MY_INSURANCE_CERTIFICATES_PATH } from './modules/contractors/credentials/credentials.paths';
import { DESIGN_IMAGES_UPLOAD_PATH } from './modules/designs/designs.paths';
import { MY_CONTRACTOR_PHOTOS_PATH } from './modules/contractors/photos/contractor-photos.controller';
import { createOpenApiDocument } from './openapi/openapi-document';
import { sitePageChecks } from './site/page-checks';
import { createSiteHandler } from './site/site-handler';
import { ReferralClicks } from './modules/affiliates/referral-clicks';
import { referralLinkHandler } from './modules/affiliates/referral-link-handler';

export const API_PREFIX = 'api';

/**
 * The routes that take one file as multipart/form-data (POST to exactly this path; `:id` stands
 * for one path segment); every other route takes JSON only.
 */
export const MULTIPART_UPLOAD_PATHS = [
  PARTNER_RESOURCES_ADMIN_PATH,
  MY_INSURANCE_CERTIFICATES_PATH,
  CONTRACTOR_LICENSES_ADMIN_PATH,
  DESIGN_IMAGES_UPLOAD_PATH,
  MY_CONTRACTOR_PHOTOS_PATH,
];

/** Everything between creating the Nest app and listening; the tests use it too. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const secure = config.publicBaseUrl.startsWith('https:');
  const directives = cspDirectives(frameOrigins(config), secure);
  app.use(securityHeaders(directives, secure));
  const compress = compression();
  // A catalogue URL already answered since the last change: answered here, before the body
  // parsers, sessions and the Nest pipeline (see catalogue-fast-path.ts, which compresses as below).
  app.use(catalogueFastPath(app.get(CatalogueCache), app.get(AuthSession), compress, config.logLevel));
  app.use(compress);
  // Some routes read their bodies their own way (before the JSON parser, which then skips them):
  // the booking, inbound-mail and Stripe webhooks keep the signed bytes, one-click unsubscribe takes a form body.
  app.use(`/${API_PREFIX}/${BOOKING_WEBHOOK_PATH}`, signedJsonBodyParser());
  app.use(`/${API_PREFIX}/${INBOUND_WEBHOOK_PATH}`, signedJsonBodyParser(INBOUND_WEBHOOK_BODY_LIMIT));
  app.use(`/${API_PREFIX}/${STRIPE_WEBHOOK_PATH}`, signedJsonBodyParser(STRIPE_WEBHOOK_BODY_LIMIT));
  app.use(`/${API_PREFIX}/${UNSUBSCRIBE_PATH}`, oneClickFormBodyParser());
  // File uploads: multipart passes the JSON-only check here and is read by the route's FileInterceptor, after sessions, CSRF and the guards.
  app.use(`/${API_PREFIX}`, uploadRoute(MULTIPART_UPLOAD_PATHS));
  app.use(`/${API_PREFIX}`, ...jsonBodyParser());
  // Sessions (PostgreSQL), passport and CSRF checks: API only, so pages and assets never touch a session.
  app.use(`/${API_PREFIX}`, ...app.get(AuthSession).middleware());

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(DatabaseOutage)));

  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
    raw: ['json'],
    customSiteTitle: 'API · Barndominium & SIP home builder',
  });

  // Partners' links (/r/CODE, any page with ?ref=): the click is logged and the first-touch cookie set before the page is served.
  app.use(referralLinkHandler(app.get(ReferralClicks)));
  const site = createSiteHandler(config.siteDir, config.publicBaseUrl, (hashes) => serializeCsp(directives, hashes), sitePageChecks(app));
  if (site) app.use(site);
  else app.get(Logger).warn(`No built front end in ${config.siteDir}: serving the API only`);
}

/** Third-party frames the site may show after a visitor asks (video, map). */
function frameOrigins(config: AppConfig): string[] {
  return [new URL(config.videoUrl).origin, 'https://www.google.com'];
}

export type { INestApplication };
