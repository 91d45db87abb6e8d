import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Contractor } from './contractor.entity';

/** spec §3 `service_areas`: where a contractor works (a city or ZIP plus a radius). */
@Entity('service_areas')
@Index('IDX_service_areas_contractorId', ['contractorId'])
@Index('IDX_service_areas_city', ['city'])
@Index('IDX_service_areas_zipCode', ['zipCode'])
export class ServiceArea {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, (contractor) => contractor.serviceAreas, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  /** spec §9: default service-area state MO. */
  @Column({ type: 'varchar', length: 2, default: 'MO' })
  state: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  zipCode: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  /** Miles around the city or ZIP. */
  @Column({ type: 'integer', nullable: true })
  radius: number | null;
}
