import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { addDays, businessToday } from '../../shared/business-calendar';
import { resolveZip } from '../geo/geo';
import { recomputeContractorRating } from './contractor-ratings';
import { ContractorReviewStatus, ContractorStatus, ContractorVerificationAction } from './contractors.enums';
import { ContractorReview } from './entities/contractor-review.entity';
import { ContractorSpecialtyLink } from './entities/contractor-specialty.entity';
import { ContractorVerification } from './entities/contractor-verification.entity';
import { Contractor } from './entities/contractor.entity';
import { ServiceArea } from './entities/service-area.entity';
import { SAMPLE_CONTRACTORS, type SampleContractor } from './sample-contractors';
import { SampleCredentialsSeeder } from './credentials/sample-credentials-seeder';
import { SAMPLE_INSURANCE_DAYS } from './credentials/sample-credentials';

const DAY_MS = 86_400_000;

/**
 * Seeds the sample contractors at start-up, like the plan catalogue: a sample whose slug is
 * missing is inserted, approved, with its specialties, areas (coordinates from its ZIP), published
 * reviews, ratings computed from them, and for verified ones a verification row, the license record
 * and the approved certificate that back the badge (credentials/sample-credentials.ts); an existing
 * row is never touched, except that a verified sample without credentials gets them. With SAMPLE_CONTRACTORS=false none is inserted and those present are
 * unpublished. Safe when several instances start at once (ON CONFLICT DO NOTHING).
 */
@Injectable()
export class SampleContractorsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(SampleContractorsSeeder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly sampleCredentials: SampleCredentialsSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.sampleContractors) {
      const hidden = await this.unpublishSamples();
      if (hidden) this.logger.log(`SAMPLE_CONTRACTORS=false: unpublished ${hidden} sample contractors`);
      return;
    }
    const inserted = await this.seed();
    if (inserted.length) this.logger.log(`Seeded ${inserted.length} sample contractors: ${inserted.join(', ')}`);
    const backfilled = await this.dataSource.transaction((manager) => this.sampleCredentials.backfill(manager));
    if (backfilled.length) this.logger.log(`Added license and insurance records to ${backfilled.length} sample contractors: ${backfilled.join(', ')}`);
  }

  /** Hides every approved sample listing; answers how many. */
  async unpublishSamples(): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Contractor)
      .set({ status: ContractorStatus.Unpublished })
      .where('"isSample" = true AND "status" = :approved', { approved: ContractorStatus.Approved })
      .execute();
    return result.affected ?? 0;
  }

  /** Inserts the samples that are missing; returns their slugs. */
  async seed(samples: readonly SampleContractor[] = SAMPLE_CONTRACTORS, now: Date = new Date()): Promise<string[]> {
    const present = await this.dataSource.getRepository(Contractor).find({ select: { slug: true }, where: { slug: In(samples.map((s) => s.slug)) } });
    const presentSlugs = new Set(present.map((row) => row.slug));
    const missing = samples.filter((sample) => !presentSlugs.has(sample.slug));
    if (!missing.length) return [];
    const today = businessToday(now);

    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(Contractor)
        .values(missing.map((sample) => toContractorRow(sample, now)))
        .orIgnore()
        .returning(['id', 'slug'])
        .execute();
      const rows = result.raw as { id: number; slug: string }[];
      for (const { id, slug } of rows) {
        const sample = missing.find((s) => s.slug === slug)!;
        await manager.insert(
          ContractorSpecialtyLink,
          sample.specialties.map((specialty) => ({ contractorId: id, specialty })),
        );
        await manager.insert(
          ServiceArea,
          sample.areas.map((area) => toAreaRow(id, area.city, area.zipCode, area.radius)),
        );
        await manager.insert(
          ContractorReview,
          sample.reviews.map((review, index) => ({
            contractorId: id,
            rating: review.rating,
            body: review.body,
            reviewerName: review.reviewerName,
            reviewerEmail: `${slug}.reviewer${index + 1}@example.com`,
            verifiedCustomer: review.verifiedCustomer,
            status: ContractorReviewStatus.Published,
            moderatedAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
            createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
          })),
        );
        if (sample.verifiedDaysAgo !== null) {
          const verifiedAt = new Date(now.getTime() - sample.verifiedDaysAgo * DAY_MS);
          await manager.insert(ContractorVerification, {
            contractorId: id,
            action: ContractorVerificationAction.Verify,
            licenseNumber: sample.licenseNumber,
            insuranceExpiresOn: addDays(today, SAMPLE_INSURANCE_DAYS),
            note: 'Sample listing: fictitious documents.',
            adminId: null,
            createdAt: verifiedAt,
          });
          await this.sampleCredentials.seed(manager, id, slug, verifiedAt, now);
        }
        await recomputeContractorRating(manager, id);
      }
      return rows.map((row) => row.slug);
    });
  }
}

function toContractorRow(sample: SampleContractor, now: Date): Partial<Contractor> {
  const verified = sample.verifiedDaysAgo !== null;
  return {
    slug: sample.slug,
    name: sample.name,
    status: ContractorStatus.Approved,
    isSample: true,
    description: sample.description,
    email: sample.email,
    phone: sample.phone,
    website: sample.website,
    contactName: sample.contactName,
    yearsInBusiness: sample.yearsInBusiness,
    licenseNumber: sample.licenseNumber,
    isVerified: verified,
    verifiedAt: verified ? new Date(now.getTime() - sample.verifiedDaysAgo! * DAY_MS) : null,
  };
}

/** A service-area row placed at its ZIP's centroid (the ZIP must be in the dataset: a typo fails the seed loudly). */
export function toAreaRow(contractorId: number, city: string, zipCode: string, radius: number): Partial<ServiceArea> {
  const place = resolveZip(zipCode);
  if (!place) throw new Error(`Unknown ZIP code ${zipCode} in a service area`);
  return { contractorId, city, state: place.state, zipCode, latitude: place.latitude, longitude: place.longitude, radius };
}
