import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Design } from '../../designs/entities/design.entity';

/** spec §3 `saved_designs`: a user's bookmarked designs; one row per (user, design). */
@Entity('saved_designs')
@Index('IDX_saved_designs_userId_savedAt', ['userId', 'savedAt'])
@Index('IDX_saved_designs_designId', ['designId'])
export class SavedDesign {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'integer' })
  designId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user: Relation<User>;

  @ManyToOne(() => Design, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'designId' })
  design: Relation<Design>;

  @CreateDateColumn({ type: 'timestamptz' })
  savedAt: Date;
}
