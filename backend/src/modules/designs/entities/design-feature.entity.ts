import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Design } from './design.entity';

/** spec §3 `design_features`: optional upgrades of a design. */
@Entity('design_features')
@Index('IDX_design_features_designId', ['designId'])
@Index('IDX_design_features_category', ['category'])
export class DesignFeature {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  designId: number;

  @ManyToOne(() => Design, (design) => design.features, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'designId' })
  design: Relation<Design>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** US cents (spec §9), added to the design's price. */
  @Column({ type: 'integer', default: 0 })
  additionalPrice: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;
}
