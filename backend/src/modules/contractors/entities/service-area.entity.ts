import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Contractor } from './contractor.entity';

/**
 * spec §3 `service_areas`: where a contractor works (a city or ZIP plus a radius). Coordinates come
 * from the ZIP or the city (geo/geo.ts) and are required, as is the radius: the search reads them.
 */
@Entity('service_areas')
@Check('CHK_service_areas_radius', `"radius" BETWEEN 5 AND 150`)
// The search's bounding-box prefilter: a range on latitude, then longitude within it.
@Index('IDX_service_areas_latitude_longitude', ['latitude', 'longitude'])
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

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  /** Whole miles around the city or ZIP, 5 to 150. */
  @Column({ type: 'integer' })
  radius: number;
}
