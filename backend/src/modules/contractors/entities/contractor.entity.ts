import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { emailTransformer, numericTransformer } from '../../../database/column-transformers';
import { ContractorSpecialtyLink } from './contractor-specialty.entity';
import { ServiceArea } from './service-area.entity';

/** spec §3 `contractors`: the contractor network directory. */
@Entity('contractors')
@Index('UQ_contractors_email', ['email'], { unique: true })
@Index('IDX_contractors_name', ['name'])
@Index('IDX_contractors_averageRating', ['averageRating'])
@Index('IDX_contractors_isVerified', ['isVerified'])
@Index('IDX_contractors_createdAt', ['createdAt'])
export class Contractor {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => ContractorSpecialtyLink, (link) => link.contractor)
  specialties: Relation<ContractorSpecialtyLink[]>;

  @OneToMany(() => ServiceArea, (area) => area.contractor)
  serviceAreas: Relation<ServiceArea[]>;
}
