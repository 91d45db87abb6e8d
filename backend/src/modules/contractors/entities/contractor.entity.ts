import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { emailTransformer, numericTransformer } from '../../../database/column-transformers';
import { User } from '../../auth/entities/user.entity';
import { ContractorStatus } from '../contractors.enums';
import { ContractorSpecialtyLink } from './contractor-specialty.entity';
import { ServiceArea } from './service-area.entity';

/**
 * spec §3 `contractors`: the contractor network directory, plus issue 15's listing fields. Only
 * `approved` rows are public. `averageRating` and `reviewCount` are computed from published
 * reviews (contractor-ratings.ts), never typed. The "Verified" badge is computed too (issue 31,
 * credentials/credentials-sql.ts): `verifiedAt` set, a current license record the office checked
 * and a current approved certificate of insurance; `isVerified` mirrors `verifiedAt`.
 */
@Entity('contractors')
// /contractors/find and /contractors/dashboard are pages of their own, never a profile.
@Check('CHK_contractors_slug', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND "slug" NOT IN ('find', 'dashboard')`)
@Index('UQ_contractors_slug', ['slug'], { unique: true })
@Index('UQ_contractors_userId', ['userId'], { unique: true })
@Index('IDX_contractors_status', ['status'])
@Index('UQ_contractors_email', ['email'], { unique: true })
@Index('IDX_contractors_name', ['name'])
@Index('IDX_contractors_averageRating', ['averageRating'])
@Index('IDX_contractors_isVerified', ['isVerified'])
@Index('IDX_contractors_createdAt', ['createdAt'])
export class Contractor {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** URL handle: /contractors/{slug}; lower-case letters, digits and hyphens, never `find` or `dashboard`. */
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'enum', enum: ContractorStatus, enumName: 'contractor_status', default: ContractorStatus.Pending })
  status: ContractorStatus;

  /** The contractor's account (role contractor), set when the application is approved. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user: Relation<User> | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  /** Stored trimmed and lower-cased (see emailTransformer). */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contactName: string | null;

  /** 0.00 to 5.00 stars. */
  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numericTransformer })
  averageRating: number;

  @Column({ type: 'integer', default: 0 })
  reviewCount: number;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  licenseNumber: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  businessAddress: string | null;

  @Column({ type: 'integer', nullable: true })
  yearsInBusiness: number | null;

  /**
   * When the office last verified the listing (its business and contact details, against the
   * license and insurance records it holds); null: not verified (or unverified since).
   */
  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** The office's note e-mailed when it rejected the application; null otherwise. */
  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  /** One of the fictitious sample listings (sample-contractors.ts), shown as 'Sample listing'. */
  @Column({ type: 'boolean', default: false })
  isSample: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => ContractorSpecialtyLink, (link) => link.contractor)
  specialties: Relation<ContractorSpecialtyLink[]>;

  @OneToMany(() => ServiceArea, (area) => area.contractor)
  serviceAreas: Relation<ServiceArea[]>;
}
