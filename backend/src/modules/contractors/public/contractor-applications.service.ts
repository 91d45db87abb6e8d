import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { SubmitterConfirmations } from '../../../mail/submitter-confirmations';
import { applicationAgainEmail, applicationNoticeEmail, applicationReceivedEmail, type ApplicationMailValues } from '../contractor-application-emails';
import { ContractorStatus } from '../contractors.enums';
import { ApplyContractorDto, ContractorApplicationResponseDto } from './dto/apply-contractor.dto';
import { serviceAreaRow } from '../dto/service-area-input.dto';
import { ContractorSpecialtyLink } from '../entities/contractor-specialty.entity';
import { Contractor } from '../entities/contractor.entity';
import { ServiceArea } from '../entities/service-area.entity';

export const APPLICATION_RECEIVED_MESSAGE = 'Thanks! We review every application within 5 business days.';

/** /contractors/find and /contractors/dashboard are pages, never a profile (the table's check constraint says the same). */
export const RESERVED_SLUGS: readonly string[] = ['find', 'dashboard'];
const SLUG_MAX_LENGTH = 80;

/** 'Bluestem SIP Builders, LLC' → 'bluestem-sip-builders-llc'; accents dropped; 'contractor' when nothing is left. */
export function slugBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  return cut || 'contractor';
}

/** Whether the error is PostgreSQL's unique violation on the named index. */
function uniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

/** 'Join Our Contractor Network' (issue 15): an application becomes a pending listing for the office. */
@Injectable()
export class ContractorApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
  ) {}

  /**
   * One transaction stores the pending listing (a unique slug from its name), its specialties and
   * areas (placed at their ZIP's or city's point), and queues the office's notice and the
   * applicant's confirmation (within the per-address limit). An e-mail already used by a
   * listing, whatever its status, stores nothing: the answer is the same as for a new application
   * (issue 25: a 409 told anyone who had applied), and the address's owner is e-mailed instead
   * (within the same limit), with what to do.
   */
  async apply(dto: ApplyContractorDto): Promise<ContractorApplicationResponseDto> {
    const email = dto.email.trim().toLowerCase();
    const answer = { message: APPLICATION_RECEIVED_MESSAGE };
    try {
      return await this.dataSource.transaction(async (manager) => {
        // Applications from one address are written one at a time, so a double click finds the first.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-application:${email}`]);
        const existing = await manager.getRepository(Contractor).findOneBy({ email });
        if (existing) {
          await this.confirmations.enqueue(manager, applicationAgainEmail(this.config, existing));
          return answer;
        }

        const slug = await this.freeSlug(manager, slugBase(dto.name));
        const listing = await manager.getRepository(Contractor).save(
          manager.getRepository(Contractor).create({
            slug,
            name: dto.name,
            status: ContractorStatus.Pending,
            email,
            phone: dto.phone,
            website: dto.website ?? null,
            contactName: dto.contactName,
            description: dto.description ?? null,
            licenseNumber: dto.licenseNumber ?? null,
            businessAddress: dto.businessAddress ?? null,
            yearsInBusiness: dto.yearsInBusiness ?? null,
          }),
        );
        await manager.insert(
          ContractorSpecialtyLink,
          dto.specialties.map((specialty) => ({ contractorId: listing.id, specialty })),
        );
        const areas = dto.serviceAreas.map((area) => serviceAreaRow(listing.id, area));
        await manager.insert(ServiceArea, areas);

        const values: ApplicationMailValues = {
          slug,
          name: listing.name,
          contactName: listing.contactName,
          email,
          phone: listing.phone,
          website: listing.website,
          description: listing.description,
          licenseNumber: listing.licenseNumber,
          businessAddress: listing.businessAddress,
          yearsInBusiness: listing.yearsInBusiness,
          specialties: dto.specialties,
          areas,
        };
        await this.mail.enqueue(manager, applicationNoticeEmail(this.config, values));
        await this.confirmations.enqueue(manager, applicationReceivedEmail(this.config, values));
        return answer;
      });
    } catch (error) {
      // The lock serialises one address; a listing whose e-mail the office changed meanwhile still meets the unique index: answered alike.
      if (uniqueViolation(error, 'UQ_contractors_email')) return answer;
      throw error;
    }
  }

  /** `base`, or `base-2`, `base-3`… : the first that no listing has and that is not a page's name. */
  private async freeSlug(manager: EntityManager, base: string): Promise<string> {
    // Two applications with the same name pick their slugs one at a time.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-slug:${base}`]);
    const rows: { slug: string }[] = await manager.query(`SELECT "slug" FROM "contractors" WHERE "slug" = $1 OR "slug" LIKE $2`, [base, `${base}-%`]);
    const taken = new Set([...rows.map((row) => row.slug), ...RESERVED_SLUGS]);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) {
      const candidate = `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }
}
