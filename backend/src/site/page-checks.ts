import type { INestApplication } from '@nestjs/common';
import { ContractorsService } from '../modules/contractors/public/contractors.service';
import { DesignsService } from '../modules/designs/designs.service';
import type { PageCheck } from './site-handler';

/**
 * The client-only pages whose param the API can look up, by route pattern (the front end's
 * pages.ts). Each built-in plan page is prerendered; a plan added to the database after the build
 * gets the app shell, any other /designs/<id> the plans' not-found document with status 404. The
 * same for contractors: sample profiles are prerendered, a contractor approved later gets the app
 * shell, an unknown or unlisted one the not-found page with 404.
 */
export function sitePageChecks(app: INestApplication): Record<string, PageCheck> {
  return {
    '/designs/:id': ({ id }) => app.get(DesignsService, { strict: false }).exists(id),
    '/contractors/:id': ({ id }) => app.get(ContractorsService, { strict: false }).isListed(id),
  };
}
