import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Design } from './design.entity';

/** spec §3 `design_images`: a design's gallery, shown in sortOrder. */
@Entity('design_images')
@Index('IDX_design_images_designId_sortOrder', ['designId', 'sortOrder'])
export class DesignImage {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  designId: number;

  @ManyToOne(() => Design, (design) => design.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'designId' })
  design: Relation<Design>;

  @Column({ type: 'varchar', length: 2048 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  caption: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;
}
