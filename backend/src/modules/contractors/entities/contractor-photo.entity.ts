import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { PICTURE_ALT_TEXT } from '../../../shared/file-types';
import { User } from '../../auth/entities/user.entity';
import type { StoredImage } from '../../files/image-variants';
import { ContractorPhotoStatus } from '../contractors.enums';
import { Contractor } from './contractor.entity';

/** The longest caption and rejection reason a photo keeps. */
export const PHOTO_CAPTION_MAX = 200;
export const PHOTO_REJECTION_REASON_MAX = 500;

/**
 * issue 31: one photo of a contractor's portfolio. The upload itself is never kept: `image` names
 * its re-encoded sizes (AVIF and WebP, metadata stripped; files module `ImageVariants`), private
 * until the office approves the photo. A rejected photo keeps its words and the reason for the
 * contractor, while its sizes are deleted (`image` null).
 */
@Entity('contractor_photos')
@Check('CHK_contractor_photos_altText', `char_length("altText") BETWEEN ${PICTURE_ALT_TEXT.minLength} AND ${PICTURE_ALT_TEXT.maxLength}`)
@Check('CHK_contractor_photos_rejection', `"status" <> 'rejected' OR ("rejectionReason" IS NOT NULL AND "image" IS NULL)`)
@Check('CHK_contractor_photos_image', `"status" = 'rejected' OR "image" IS NOT NULL`)
@Index('IDX_contractor_photos_contractorId_status_sortOrder', ['contractorId', 'status', 'sortOrder'])
@Index('IDX_contractor_photos_status_createdAt', ['status', 'createdAt'])
export class ContractorPhoto {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  /** The stored sizes (null once rejected: they are deleted). */
  @Column({ type: 'jsonb', nullable: true })
  image: StoredImage | null;

  /** The uploaded file's name made safe, so the contractor recognises it ('porch-2024.jpg'). */
  @Column({ type: 'varchar', length: 120 })
  fileName: string;

  /** What the photo shows, for people who cannot see it (WCAG 1.1.1); required. */
  @Column({ type: 'varchar', length: PICTURE_ALT_TEXT.maxLength })
  altText: string;

  @Column({ type: 'varchar', length: PHOTO_CAPTION_MAX, nullable: true })
  caption: string | null;

  /** Place in the gallery, smallest first; the contractor moves photos. */
  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'enum', enum: ContractorPhotoStatus, enumName: 'contractor_photo_status', default: ContractorPhotoStatus.Pending })
  status: ContractorPhotoStatus;

  /** Why the office rejected it; the contractor reads it on the dashboard. */
  @Column({ type: 'varchar', length: PHOTO_REJECTION_REASON_MAX, nullable: true })
  rejectionReason: string | null;

  /** The office's last decision and who made it; null before any. */
  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  moderatedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'moderatedById' })
  moderatedBy: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
