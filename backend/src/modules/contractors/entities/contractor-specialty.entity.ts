import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { ContractorSpecialty } from '../contractors.enums';
import { Contractor } from './contractor.entity';

/**
 * spec §3 `contractor_specialties`: one row per (contractor, specialty). Named ...Link so the
 * class does not clash with the ContractorSpecialty enum that DTOs and OpenAPI use.
 */
@Entity('contractor_specialties')
@Index('IDX_contractor_specialties_specialty', ['specialty'])
export class ContractorSpecialtyLink {
  @PrimaryColumn({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, (contractor) => contractor.specialties, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  @PrimaryColumn({ type: 'enum', enum: ContractorSpecialty, enumName: 'contractor_specialty' })
  specialty: ContractorSpecialty;
}
