import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Design } from '../../designs/entities/design.entity';
import { DepositStatus } from '../deposits.enums';

/**
 * spec §3 `deposits`: a signed-in user's deposit on a design, with the build site's address.
 * A deposit is money: deleting its user or design is refused (RESTRICT), never cascaded.
 */
@Entity('deposits')
@Index('IDX_deposits_userId', ['userId'])
@Index('IDX_deposits_designId', ['designId'])
@Index('IDX_deposits_status', ['status'])
@Index('IDX_deposits_createdAt', ['createdAt'])
export class Deposit {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId' })
  user: Relation<User>;

  @Column({ type: 'integer' })
  designId: number;

  @ManyToOne(() => Design, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'designId' })
  design: Relation<Design>;

  /** US cents (spec §9). */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'enum', enum: DepositStatus, enumName: 'deposit_status', default: DepositStatus.Pending })
  status: DepositStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  street: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  zipCode: string | null;

  @Column({ type: 'text', nullable: true })
  additionalNotes: string | null;

  /** Calendar date, 'YYYY-MM-DD' (pg returns `date` as a string). */
  @Column({ type: 'date', nullable: true })
  expectedStartDate: string | null;

  @Column({ type: 'boolean', default: false })
  siteVisitRequired: boolean;
}
