import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity';
import { PartnerResourceCategory } from '../affiliates.enums';

/**
 * A file the office shares with every active referral partner (issue 30): a brochure, plan book or
 * the program's rules. The bytes live in the file store (`stored_files`, FileStore); this row names
 * the file and says what it is. Deleting the resource deletes its file in the same transaction.
 */
@Entity('partner_resources')
@Index('IDX_partner_resources_createdAt', ['createdAt'])
@Index('IDX_partner_resources_category_title', ['category', 'title'])
@Index('IDX_partner_resources_fileId', ['fileId'], { unique: true })
export class PartnerResource {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'varchar', length: 30 })
  category: PartnerResourceCategory;

  @Column({ type: 'uuid' })
  fileId: string;

  @ManyToOne(() => StoredFile, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'fileId' })
  file?: Relation<StoredFile>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
