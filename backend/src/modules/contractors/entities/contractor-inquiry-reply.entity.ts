import { CreateDateColumn, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ContractorInquiry } from './contractor-inquiry.entity';
import { Contractor } from './contractor.entity';

/**
 * issue 25: one row per reply a contractor e-mailed from the dashboard, so the replies of one
 * listing are counted per day (CONTRACTOR_REPLIES_PER_DAY). The text itself stays on the inquiry.
 */
@Entity('contractor_inquiry_replies')
@Index('IDX_contractor_inquiry_replies_contractorId_createdAt', ['contractorId', 'createdAt'])
export class ContractorInquiryReply {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_contractor_inquiry_replies' })
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId', foreignKeyConstraintName: 'FK_contractor_inquiry_replies_contractorId' })
  contractor: Relation<Contractor>;

  @Column({ type: 'integer' })
  inquiryId: number;

  @ManyToOne(() => ContractorInquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiryId', foreignKeyConstraintName: 'FK_contractor_inquiry_replies_inquiryId' })
  inquiry: Relation<ContractorInquiry>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
