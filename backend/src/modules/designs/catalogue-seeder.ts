import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { CATALOGUE, CataloguePlan } from './catalogue';
import { DesignStatus } from './designs.enums';
import { DesignFeature } from './entities/design-feature.entity';
import { Design } from './entities/design.entity';

/**
 * Seeds the built-in plan catalogue at start-up (migrations have run by then): plans missing by
 * slug are inserted with their features; existing rows, whatever an admin made of them, are left
 * alone. Safe when several instances start at once (ON CONFLICT DO NOTHING in one transaction).
 */
@Injectable()
export class CatalogueSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogueSeeder.name);

  constructor(private readonly dataSource: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    const inserted = await this.seed();
    if (inserted.length) this.logger.log(`Seeded ${inserted.length} catalogue plans: ${inserted.join(', ')}`);
  }

  /** Inserts the plans that are missing; returns their slugs. */
  async seed(plans: readonly CataloguePlan[] = CATALOGUE): Promise<string[]> {
    // Usually every plan is there: one look-up and nothing written. (An insert that only
    // conflicts would still use up an id of the sequence per plan at every start-up.)
    const present = await this.dataSource.getRepository(Design).find({ select: { slug: true }, where: { slug: In(plans.map((plan) => plan.slug)) } });
    const presentSlugs = new Set(present.map((design) => design.slug));
    const missing = plans.filter((plan) => !presentSlugs.has(plan.slug));
    if (!missing.length) return [];
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.createQueryBuilder().insert().into(Design).values(missing.map(toDesignRow)).orIgnore().returning(['id', 'slug']).execute();
      const rows = result.raw as { id: number; slug: string }[];
      const features = rows.flatMap(({ id, slug }) => missing.find((plan) => plan.slug === slug)!.features.map((feature) => ({ ...feature, designId: id })));
      if (features.length) await manager.createQueryBuilder().insert().into(DesignFeature).values(features).execute();
      return rows.map((row) => row.slug);
    });
  }
}

function toDesignRow(plan: CataloguePlan): Partial<Design> {
  return {
    slug: plan.slug,
    name: plan.name,
    category: plan.category,
    style: plan.style,
    status: DesignStatus.Active,
    description: plan.description,
    price: null,
    bedrooms: plan.bedrooms,
    bathrooms: Number(plan.bathrooms),
    squareFeet: plan.livingSquareFeet,
    livingSquareFeet: plan.livingSquareFeet,
    shopSquareFeet: plan.shopSquareFeet,
    wallRValue: plan.wallRValue,
    roofRValue: plan.roofRValue,
    specSheet: null,
    floorPlanIncluded: true,
    primaryImage: null,
  };
}
