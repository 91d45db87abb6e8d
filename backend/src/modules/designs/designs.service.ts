import { Injectable, NotFoundException } from '@nestjs/common';
import { pageTotal, TOTAL_SQL, type WithTotal } from '../../common/paging';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { CachedAnswer, CatalogueCache, cacheKey } from './catalogue-cache';
import { inPictureOrder, toDesignImageDto } from './design-pictures';
import { PUBLIC_PAGE_STATUSES } from './design-status-flow';
import { DesignSort, DesignStatus } from './designs.enums';
import { SortOrder } from '../../common/dto/sort-order';
import { DesignResponseDto } from './dto/design-response.dto';
import { DesignSummaryDto } from './dto/design-summary.dto';
import { DEFAULT_PAGE_SIZE, ListDesignsQueryDto } from './dto/list-designs-query.dto';
import { DesignNearMissDto, PaginatedDesignsResponseDto } from './dto/paginated-designs-response.dto';
import { Design } from './entities/design.entity';
import { renderSpecSheet } from './spec-sheet';

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** How far outside the requested area range the near-miss hint looks (issue 5: "within 100 sq ft"). */
const NEAR_MISS_SQUARE_FEET = 100;
/** At most this many words of the search text are matched (each against name or description). */
const MAX_SEARCH_WORDS = 8;

const SORT_COLUMNS: Record<DesignSort, string> = {
  [DesignSort.Name]: 'd."name"',
  [DesignSort.Living]: 'd."livingSquareFeet"',
  [DesignSort.Shop]: 'd."shopSquareFeet"',
  [DesignSort.Bedrooms]: 'd."bedrooms"',
  [DesignSort.Price]: 'd."price"',
};

/** The columns a summary needs, under their property names, of the designs table aliased `d`. */
export const DESIGN_SUMMARY_COLUMNS = [
  'id',
  'slug',
  'name',
  'category',
  'style',
  'livingSquareFeet',
  'shopSquareFeet',
  'bedrooms',
  'bathrooms',
  'wallRValue',
  'roofRValue',
  'price',
  'specSheet',
  'description',
  'status',
]
  .map((column) => `d."${column}"`)
  .join(', ');

/** A row of DESIGN_SUMMARY_COLUMNS (or a whole Design). */
export type DesignSummaryRow = Pick<
  Design,
  | 'id'
  | 'slug'
  | 'name'
  | 'category'
  | 'style'
  | 'livingSquareFeet'
  | 'shopSquareFeet'
  | 'bedrooms'
  | 'wallRValue'
  | 'roofRValue'
  | 'price'
  | 'specSheet'
  | 'description'
  | 'status'
> & { bathrooms: number | string };

type AreaRange = Pick<ListDesignsQueryDto, 'livingMin' | 'livingMax' | 'shopMin' | 'shopMax'>;

export interface SpecSheet {
  svg: string;
  etag: string;
}

/**
 * The plan catalogue as the public sees it: the list holds active plans only; a plan's page (and
 * its spec sheet and estimate) answers for active and archived plans, so saved copies, deposits and
 * shared links keep working after the office withdraws a plan (issue 31). Drafts are the office's only.
 */
@Injectable()
export class DesignsService {
  constructor(
    @InjectRepository(Design) private readonly designs: Repository<Design>,
    private readonly cache: CatalogueCache,
  ) {}

  /** list(), serialized once and kept until the catalogue changes (the public endpoint's answer). */
  cachedList(query: ListDesignsQueryDto): Promise<CachedAnswer> {
    return this.cache.get(cacheKey('list', query), () => this.list(query));
  }

  /** get(), serialized once and kept until the catalogue changes; a 404 is not kept. */
  async cachedGet(idOrSlug: string): Promise<CachedAnswer> {
    const lookup = parseIdOrSlug(idOrSlug);
    if (!lookup) throw notFound();
    return this.cache.get(cacheKey('design', lookup), () => this.get(idOrSlug));
  }

  /** Names of the active designs, alphabetical (the contact form's model choices, spec §5). */
  async activeDesignNames(): Promise<string[]> {
    const rows = await this.designs.find({ select: { name: true }, where: { status: DesignStatus.Active } });
    // Sorted here, not by the database's collation (C in the embedded one), so "Oak" < "oak barn" anywhere.
    return rows.map((row) => row.name).sort(NAME_ORDER.compare);
  }

  /** One page of active plans matching the filters; items and total in one query. */
  async list(query: ListDesignsQueryDto): Promise<PaginatedDesignsResponseDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const direction = query.order === SortOrder.Desc ? 'DESC' : 'ASC';
    const sortColumn = SORT_COLUMNS[query.sort ?? DesignSort.Name];

    const { where, params } = this.filters(query, query);
    const rows: WithTotal<DesignSummaryRow>[] = await this.designs.query(
      `SELECT ${DESIGN_SUMMARY_COLUMNS}, ${TOTAL_SQL} FROM "designs" d WHERE ${where}
       ORDER BY ${sortColumn} ${direction} NULLS LAST, d."name" ASC, d."id" ASC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const total = await pageTotal(rows, page, () => this.count(query, query));

    let nearMiss: DesignNearMissDto | null = null;
    const hasRange = [query.livingMin, query.livingMax, query.shopMin, query.shopMax].some((v) => v !== undefined && v !== null);
    if (total === 0 && hasRange) {
      const widen = (value: number | undefined, by: number) => (value === undefined || value === null ? null : Math.max(0, value + by));
      const wider = {
        livingMin: widen(query.livingMin, -NEAR_MISS_SQUARE_FEET),
        livingMax: widen(query.livingMax, NEAR_MISS_SQUARE_FEET),
        shopMin: widen(query.shopMin, -NEAR_MISS_SQUARE_FEET),
        shopMax: widen(query.shopMax, NEAR_MISS_SQUARE_FEET),
      };
      const range = Object.fromEntries(Object.entries(wider).map(([key, value]) => [key, value ?? undefined])) as AreaRange;
      nearMiss = { total: await this.count(query, range), ...wider };
    }

    return { items: rows.map(toDesignSummary), total, page, pageSize, nearMiss };
  }

  /** An active or archived plan by id or slug, with its pictures (floor plans first) and features. */
  async get(idOrSlug: string): Promise<DesignResponseDto> {
    const lookup = parseIdOrSlug(idOrSlug);
    const design = lookup
      ? await this.designs
          .createQueryBuilder('d')
          .leftJoinAndSelect('d.images', 'image')
          .leftJoinAndSelect('d.features', 'feature')
          .where('id' in lookup ? 'd.id = :id' : 'd.slug = :slug', lookup)
          .andWhere('d.status IN (:...statuses)', { statuses: PUBLIC_PAGE_STATUSES })
          .orderBy('feature.id', 'ASC')
          .getOne()
      : null;
    if (!design) throw notFound();
    return {
      ...toDesignSummary(design),
      floorPlanIncluded: design.floorPlanIncluded,
      primaryImage: design.primaryImage,
      images: inPictureOrder(design.images).map((image) => toDesignImageDto(image, design.name)),
      features: design.features.map(({ id, name, description, additionalPrice, category }) => ({ id, name, description, additionalPrice, category })),
    };
  }

  /** An active plan's own row by id or slug, without images or features (404 when there is none). */
  async findActive(idOrSlug: string): Promise<Design> {
    const lookup = parseIdOrSlug(idOrSlug);
    const design = lookup ? await this.designs.findOneBy({ ...lookup, status: DesignStatus.Active }) : null;
    if (!design) throw notFound();
    return design;
  }

  /**
   * The id of the plan with this id or slug, whatever its status, or null: a saved plan or a
   * deposit stays reachable after the plan is archived.
   */
  async findId(idOrSlug: string): Promise<number | null> {
    const lookup = parseIdOrSlug(idOrSlug);
    const design = lookup ? await this.designs.findOne({ select: { id: true }, where: lookup }) : null;
    return design?.id ?? null;
  }

  /**
   * An active or archived plan's own row by id or slug (404 for a draft or none): what its page
   * shows stays reachable after the plan is archived (its estimate, its spec sheet).
   */
  async findShown(idOrSlug: string): Promise<Design> {
    const lookup = parseIdOrSlug(idOrSlug);
    const design = lookup ? await this.designs.findOneBy({ ...lookup, status: In([...PUBLIC_PAGE_STATUSES]) }) : null;
    if (!design) throw notFound();
    return design;
  }

  /** Whether a plan with this id or slug has a public page (active or archived): one existence query, nothing loaded. */
  async exists(idOrSlug: string): Promise<boolean> {
    const lookup = parseIdOrSlug(idOrSlug);
    return lookup !== null && this.designs.existsBy({ ...lookup, status: In([...PUBLIC_PAGE_STATUSES]) });
  }

  /** The generated SVG spec sheet of an active or archived plan, with an ETag of its bytes. */
  async specSheet(idOrSlug: string): Promise<SpecSheet> {
    const design = await this.findShown(idOrSlug);
    const svg = renderSpecSheet({ ...design, bathrooms: bathroomsText(design.bathrooms) });
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    return { svg, etag };
  }

  private async count(query: ListDesignsQueryDto, range: AreaRange): Promise<number> {
    const { where, params } = this.filters(query, range);
    const [row]: { total: string }[] = await this.designs.query(`SELECT COUNT(*) AS "total" FROM "designs" d WHERE ${where}`, params);
    return Number(row.total);
  }

  /** WHERE clause of the public catalogue for these filters; the area range may be a widened one. */
  private filters(query: ListDesignsQueryDto, range: AreaRange): { where: string; params: unknown[] } {
    const params: unknown[] = [DesignStatus.Active];
    const clauses = ['d."status" = $1'];
    const add = (sql: string, value: unknown) => {
      if (value === undefined || value === null) return;
      params.push(value);
      clauses.push(sql.replace('?', `$${params.length}`));
    };
    add('d."category" = ?', query.category);
    add('d."style" = ?', query.style);
    add('d."bedrooms" >= ?', query.bedroomsMin);
    add('d."bathrooms" >= ?', query.bathroomsMin);
    add('d."livingSquareFeet" >= ?', range.livingMin);
    add('d."livingSquareFeet" <= ?', range.livingMax);
    add('d."shopSquareFeet" >= ?', range.shopMin);
    add('d."shopSquareFeet" <= ?', range.shopMax);
    if (query.hasShop === true) clauses.push('d."shopSquareFeet" IS NOT NULL');
    if (query.hasShop === false) clauses.push('d."shopSquareFeet" IS NULL');
    // Every word must appear in the name or the description (LIKE wildcards taken literally).
    for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)) {
      const pattern = `%${word.replace(/[\\%_]/g, '\\$&')}%`;
      params.push(pattern);
      clauses.push(`(d."name" ILIKE $${params.length} OR d."description" ILIKE $${params.length})`);
    }
    return { where: clauses.join(' AND '), params };
  }
}

function notFound(): NotFoundException {
  return new NotFoundException('This plan does not exist or is no longer offered.');
}

/** "12" → by id; "rose-mount" (any case) → by slug; anything else matches nothing. */
function parseIdOrSlug(value: string): { id: number } | { slug: string } | null {
  if (/^\d{1,9}$/.test(value)) return { id: Number(value) };
  const slug = value.toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 100 ? { slug } : null;
}

/** 2 → "2", 2.5 → "2.5" (numeric comes from a raw query as "2.5" or "2.0"). */
export function bathroomsText(value: number | string): string {
  return String(Number(value));
}

export function specSheetUrl(design: Pick<Design, 'slug' | 'specSheet'>): string {
  return design.specSheet ?? `/api/designs/${design.slug}/spec-sheet.svg`;
}

/** A plan as the catalogue lists it (also the saved plans of an account). */
export function toDesignSummary(row: DesignSummaryRow): DesignSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    style: row.style,
    livingSquareFeet: row.livingSquareFeet,
    shopSquareFeet: row.shopSquareFeet,
    bedrooms: row.bedrooms,
    bathrooms: bathroomsText(row.bathrooms),
    wallRValue: row.wallRValue,
    roofRValue: row.roofRValue,
    price: row.price,
    specSheetUrl: specSheetUrl(row),
    description: row.description,
    status: row.status,
  };
}
