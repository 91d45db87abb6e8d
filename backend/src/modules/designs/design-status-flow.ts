import { defineStatusFlow } from '../../common/status-flow';
import { DesignStatus } from './designs.enums';

/**
 * A plan's moves (spec §3 status; issue 31), the one place this rule lives. A draft is seen by the
 * office only, until it is published (active). An active plan can be archived: it leaves the
 * catalogue (list, compare, sitemap) but its page, the saved copies and the deposits on it keep
 * working, and it can be offered again. A published plan never goes back to draft: its page is
 * public (saved, shared, indexed), and hiding it would break every copy; archive it instead.
 */
export const designStatusFlow = defineStatusFlow<DesignStatus>('a plan', {
  [DesignStatus.Draft]: [DesignStatus.Active],
  [DesignStatus.Active]: [DesignStatus.Archived],
  [DesignStatus.Archived]: [DesignStatus.Active],
});

/** The statuses whose plan has a public page (GET /api/designs/{idOrSlug}, its spec sheet and estimate). */
export const PUBLIC_PAGE_STATUSES: readonly DesignStatus[] = [DesignStatus.Active, DesignStatus.Archived];
