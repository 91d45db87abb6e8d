import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { StoredImage } from '../../files/image-variants';
import { DesignImageKind } from '../designs.enums';
import { Design } from './design.entity';

/**
 * spec §3 `design_images`: a design's gallery, floor plans first, then in sortOrder. Issue 31: an
 * uploaded picture keeps its re-encoded variants (`image`, files module) and its alt text; the
 * original upload is never kept.
 */
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

  /** spec §3: where the picture is. For an uploaded one, its ~960 px WebP on the media route (a plain <img> src). */
  @Column({ type: 'varchar', length: 2048 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  caption: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  /** Floor plan, photo or rendering: floor plans show first. */
  @Column({ type: 'enum', enum: DesignImageKind, enumName: 'design_image_kind', default: DesignImageKind.Photo })
  kind: DesignImageKind;

  /** What the picture shows, for people who cannot see it (required on upload; empty only on rows from before issue 31). */
  @Column({ type: 'varchar', length: 250 })
  altText: string;

  /** The re-encoded AVIF and WebP sizes (image-variants.ts); null for a row that only names an imageUrl. */
  @Column({ type: 'jsonb', nullable: true })
  image: StoredImage | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
