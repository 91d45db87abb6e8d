import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { PUBLIC_PAGE_STATUSES } from '../designs/design-status-flow';
import { DESIGN_SUMMARY_COLUMNS, DesignsService, toDesignSummary, type DesignSummaryRow } from '../designs/designs.service';
import { SavedDesignResponseDto } from './dto/saved-design-response.dto';

/**
 * The caller's saved plans (spec §3 saved_designs). Every statement names the caller's id, so a
 * user can only ever read or change their own list.
 */
@Injectable()
export class SavedDesignsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly designs: DesignsService,
  ) {}

  /** Saved plans with a public page (active, or archived: no longer offered, issue 31), most recently saved first. */
  async list(user: AuthenticatedUser): Promise<SavedDesignResponseDto[]> {
    const rows: (DesignSummaryRow & { savedAt: Date })[] = await this.dataSource.query(
      `SELECT ${DESIGN_SUMMARY_COLUMNS}, s."savedAt"
       FROM "saved_designs" s JOIN "designs" d ON d."id" = s."designId"
       WHERE s."userId" = $1 AND d."status" = ANY($2)
       ORDER BY s."savedAt" DESC, d."id" DESC`,
      [user.id, PUBLIC_PAGE_STATUSES],
    );
    return rows.map((row) => ({ design: toDesignSummary(row), savedAt: row.savedAt.toISOString() }));
  }

  /** Saves an active plan; saving it again keeps the first savedAt (404 for a plan not offered). */
  async save(user: AuthenticatedUser, idOrSlug: string): Promise<SavedDesignResponseDto> {
    const design = await this.designs.findActive(idOrSlug);
    const params = [user.id, design.id];
    // Two statements, not one: the SELECT must see a row a concurrent save committed after the
    // INSERT's snapshot was taken. The retry covers a remove that slips in between the two.
    for (let attempt = 1; ; attempt++) {
      const inserted: { savedAt: Date }[] = await this.dataSource.query(
        `INSERT INTO "saved_designs" ("userId", "designId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "savedAt"`,
        params,
      );
      const [row] = inserted.length
        ? inserted
        : ((await this.dataSource.query(`SELECT "savedAt" FROM "saved_designs" WHERE "userId" = $1 AND "designId" = $2`, params)) as { savedAt: Date }[]);
      if (row) return { design: toDesignSummary(design), savedAt: row.savedAt.toISOString() };
      if (attempt === 3) throw new Error(`Saving design ${design.id} for user ${user.id} lost to concurrent removes three times`);
    }
  }

  /** Takes a plan (by id or slug, whatever its status) off the caller's list; nothing to do is fine. */
  async remove(user: AuthenticatedUser, idOrSlug: string): Promise<void> {
    const designId = await this.designs.findId(idOrSlug);
    if (designId === null) return;
    await this.dataSource.query(`DELETE FROM "saved_designs" WHERE "userId" = $1 AND "designId" = $2`, [user.id, designId]);
  }
}
