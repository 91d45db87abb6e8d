import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity';
import { User } from '../../auth/entities/user.entity';
import {
  CREDENTIAL_KINDS,
  JURISDICTION_KINDS,
  LICENSE_TRADES,
  type CredentialKind,
  type JurisdictionKind,
  type LicenseTrade,
} from '../../../shared/missouri-licensing';
import { Contractor } from './contractor.entity';

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * issue 31: a license or registration of a contractor the office checked, per trade and
 * jurisdiction (shared/missouri-licensing.ts has Missouri's rules and the words). What was checked
 * is kept with it: a document on file (`documentFileId`, the files module) or a public record
 * (a URL or a reference), by whom and when. One record per trade and jurisdiction (upserted).
 */
@Entity('contractor_licenses')
@Check('CHK_contractor_licenses_trade', `"trade" IN (${inList(LICENSE_TRADES)})`)
@Check('CHK_contractor_licenses_jurisdictionKind', `"jurisdictionKind" IN (${inList(JURISDICTION_KINDS)})`)
@Check('CHK_contractor_licenses_credential', `"credential" IN (${inList(CREDENTIAL_KINDS)})`)
// Missouri's only statewide contractor license is the electrical one.
@Check('CHK_contractor_licenses_statewide_electrical', `"jurisdictionKind" <> 'statewide_electrical' OR "trade" = 'electrical'`)
@Check('CHK_contractor_licenses_evidence', `"documentFileId" IS NOT NULL OR "publicRecordUrl" IS NOT NULL OR "publicRecordText" IS NOT NULL`)
@Index('UQ_contractor_licenses_trade_jurisdiction', ['contractorId', 'trade', 'jurisdictionKind', 'jurisdictionName'], { unique: true })
@Index('IDX_contractor_licenses_documentFileId', ['documentFileId'])
export class ContractorLicense {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  @Column({ type: 'varchar', length: 30 })
  trade: LicenseTrade;

  @Column({ type: 'varchar', length: 30 })
  jurisdictionKind: JurisdictionKind;

  /** 'Kansas City', 'St. Louis County'; 'Missouri' for the statewide electrical license (set by the server). */
  @Column({ type: 'varchar', length: 100 })
  jurisdictionName: string;

  @Column({ type: 'varchar', length: 20, default: 'license' })
  credential: CredentialKind;

  @Column({ type: 'varchar', length: 100 })
  number: string;

  /** Who issued it: 'City of Kansas City, Missouri, Contractor Licensing'. */
  @Column({ type: 'varchar', length: 200 })
  issuer: string;

  /** Its end date (YYYY-MM-DD); null when it has none. Past it, the record no longer counts. */
  @Column({ type: 'date', nullable: true })
  expiresOn: string | null;

  /** The document the office checked (a stored file); null when it looked up a public record. */
  @Column({ type: 'uuid', nullable: true })
  documentFileId: string | null;

  @ManyToOne(() => StoredFile, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'documentFileId' })
  documentFile: Relation<StoredFile> | null;

  /** The public record the office looked at (the issuer's license lookup page). */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  publicRecordUrl: string | null;

  /** Or where that record is, in words ('Kansas City license lookup, searched by business name'). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  publicRecordText: string | null;

  /** The admin who checked it; null for the samples' seed rows, or once the account is deleted. */
  @Column({ type: 'integer', nullable: true })
  checkedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'checkedById' })
  checkedBy: Relation<User> | null;

  @Column({ type: 'timestamptz' })
  checkedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
