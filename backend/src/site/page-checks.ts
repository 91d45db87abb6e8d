import { NotFoundException, type INestApplication } from '@nestjs/common';
import { DesignsService } from '../modules/designs/designs.service';
import type { PageCheck } from './site-handler';

/**
 * The client-only pages whose param the API can look up, by route pattern (the front end's
 * pages.ts). Each built-in plan page is prerendered; a plan added to the database after the build
 * gets the app shell, any other /designs/<id> the plans' not-found document with status 404.
 */
export function sitePageChecks(app: INestApplication): Record<string, PageCheck> {
  return {
    '/designs/:id': async ({ id }) => {
      try {
        await app.get(DesignsService, { strict: false }).get(id);
        return true;
      } catch (error) {
        if (error instanceof NotFoundException) return false;
        throw error;
      }
    },
  };
}
