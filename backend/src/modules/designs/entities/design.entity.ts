import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../../database/column-transformers';
import { DesignStatus, DesignStyle } from '../designs.enums';
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
export class Design {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

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

  /** numeric(3,1), not integer: plans have half baths (2.5). */
  @Column({ type: 'numeric', precision: 3, scale: 1, transformer: numericTransformer })
  bathrooms: number;

  @Column({ type: 'integer' })
  squareFeet: number;

  /** URL or site path of the main image. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  primaryImage: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @OneToMany(() => DesignImage, (image) => image.design)
  images: Relation<DesignImage[]>;

  @OneToMany(() => DesignFeature, (feature) => feature.design)
  features: Relation<DesignFeature[]>;
}
