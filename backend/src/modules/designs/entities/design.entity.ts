import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../../database/column-transformers';
import { DesignCategory, DesignStatus, DesignStyle } from '../designs.enums';
import { DesignFeature } from './design-feature.entity';
import { DesignImage } from './design-image.entity';

/** spec §3 `designs`. */
@Entity('designs')
@Index('IDX_designs_name', ['name'])
@Index('IDX_designs_style', ['style'])
@Index('IDX_designs_status', ['status'])
@Index('IDX_designs_price', ['price'])
@Index('IDX_designs_bedrooms', ['bedrooms'])
@Index('IDX_designs_bathrooms', ['bathrooms'])
@Index('IDX_designs_squareFeet', ['squareFeet'])
@Index('IDX_designs_createdAt', ['createdAt'])
@Index('IDX_designs_updatedAt', ['updatedAt'])
@Index('UQ_designs_slug', ['slug'], { unique: true })
@Index('IDX_designs_category', ['category'])
@Index('IDX_designs_livingSquareFeet', ['livingSquareFeet'])
@Index('IDX_designs_shopSquareFeet', ['shopSquareFeet'])
export class Design {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** URL handle (`rose-mount`): lower-case letters, digits and hyphens; unique. */
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** spec §3 catalogue: Barndominium (living quarters plus a shop) or Residential. */
  @Column({ type: 'enum', enum: DesignCategory, enumName: 'design_category' })
  category: DesignCategory;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** US cents (spec §9: amounts are held in cents); null when the price is on request. */
  @Column({ type: 'integer', nullable: true })
  price: number | null;

  @Column({ type: 'enum', enum: DesignStyle, enumName: 'design_style' })
  style: DesignStyle;

  @Column({ type: 'enum', enum: DesignStatus, enumName: 'design_status', default: DesignStatus.Active })
  status: DesignStatus;

  @Column({ type: 'integer' })
  bedrooms: number;

  /**
   * numeric(3,1), not integer: plans have half baths (2.5). A number so it can be filtered and
   * sorted; the API gives it as text ("2.5"), as spec §3's catalogue holds it.
   */
  @Column({ type: 'numeric', precision: 3, scale: 1, transformer: numericTransformer })
  bathrooms: number;

  /** Heated living area. Mirrors livingSquareFeet (the data model's original field); the catalogue writes both. */
  @Column({ type: 'integer' })
  squareFeet: number;

  /** Heated living area in square feet (spec §3 livingSquareFeet). */
  @Column({ type: 'integer' })
  livingSquareFeet: number;

  /** Shop area in square feet; barndominiums only, null for residential plans. */
  @Column({ type: 'integer', nullable: true })
  shopSquareFeet: number | null;

  /** Wall insulation R-value (spec §3: R-26 for every plan). */
  @Column({ type: 'smallint', default: 26 })
  wallRValue: number;

  /** Roof insulation R-value (spec §3: ). */
  @Column({ type: 'smallint' })
  roofRValue: number;

  /** URL or site path of an uploaded spec-sheet image; null: the API's generated SVG spec sheet is used. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  specSheet: string | null;

  /** spec §3: a floor plan comes with the plan (true for the built-in catalogue). */
  @Column({ type: 'boolean', default: true })
  floorPlanIncluded: boolean;

  /** URL or site path of the main image. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  primaryImage: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Issue 31: set on every change; the office's edit page sends back the one it read (a plan changed since answers 409). */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => DesignImage, (image) => image.design)
  images: Relation<DesignImage[]>;

  @OneToMany(() => DesignFeature, (feature) => feature.design)
  features: Relation<DesignFeature[]>;
}
