import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { ContractorPhotoStatus, ContractorStatus } from '../../src/modules/contractors/contractors.enums';
import { ContractorPhoto } from '../../src/modules/contractors/entities/contractor-photo.entity';
import { Contractor } from '../../src/modules/contractors/entities/contractor.entity';
import { Design } from '../../src/modules/designs/entities/design.entity';
import { DesignImage } from '../../src/modules/designs/entities/design-image.entity';
import { DesignImageKind } from '../../src/modules/designs/designs.enums';
import { toImageSources } from '../../src/modules/files/dto/image-sources.dto';
import { ImageVariants } from '../../src/modules/files/image-variants';
import { PostgresFileStore } from '../../src/modules/files/postgres-file-store';

/** The pages `make bench-pictures` measures once the pictures below are in: a sample listing (prerendered), a listing only the database knows, a plan. */
export interface PicturePages {
  sampleProfile: string;
  databaseProfile: string;
  plan: string;
}

const SAMPLE_CONTRACTOR_SLUG = 'bluestem-sip-builders';
const DATABASE_CONTRACTOR_SLUG = 'bench-prairie-frame-works';
const PLAN_SLUG = 'rose-mount';

/**
 * A photo-sized picture (4:3, 3000 px wide like a phone's) with a photo's entropy: Gaussian noise
 * under a soft gradient and a few shapes, so its AVIF and WebP sizes weigh what a real photo's do
 * (a flat drawing would compress to almost nothing and flatter the measurement).
 */
async function photoLike(hue: number): Promise<Buffer> {
  const width = 3000;
  const height = 2250;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},35%,40%)"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#sky)" opacity="0.7"/>
      <polygon points="600,1200 1500,500 2400,1200" fill="hsl(${(hue + 180) % 360},30%,35%)" opacity="0.8"/>
      <rect x="700" y="1200" width="1600" height="800" fill="hsl(${(hue + 200) % 360},20%,55%)" opacity="0.85"/>
      <rect x="1350" y="1500" width="300" height="500" fill="hsl(${hue},15%,20%)"/>
    </svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp(noise)
    .composite([{ input: scene, blend: 'over' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Puts pictures where a homeowner sees them, through the app's own upload pipeline (ImageVariants
 * on the Postgres FileStore, published as the office's approval publishes them): three approved
 * portfolio photos on a sample listing and on a listing only the database knows, and a floor plan
 * and a photo on a plan. The bench database is its own, emptied first; nothing else is touched.
 */
export async function addSamplePictures(databaseUrl: string): Promise<PicturePages> {
  const dataSource = await new DataSource({ ...typeormOptions(databaseUrl), extra: { max: 2 } }).initialize();
  try {
    const pictures = new ImageVariants(new PostgresFileStore(dataSource), dataSource);
    const stored = async (hue: number, baseName: string) => {
      const image = await pictures.store({ bytes: await photoLike(hue), createdBy: null, baseName });
      await pictures.publish(image, true);
      return image;
    };
    const contractors = dataSource.getRepository(Contractor);
    const sample = await contractors.findOneByOrFail({ slug: SAMPLE_CONTRACTOR_SLUG });
    const listed = await contractors.save(
      contractors.create({
        slug: DATABASE_CONTRACTOR_SLUG,
        name: 'Bench Prairie Frame Works',
        status: ContractorStatus.Approved,
        email: 'prairie.bench@example.com',
        phone: '(816) 555-0123',
        contactName: 'Robin Example',
        yearsInBusiness: 11,
        description: 'Fictitious listing for the bench: SIP shells and post-frame barndominiums around Liberty and Kearney.',
      }),
    );
    const captions = ['Front porch of a finished 40x60 barndominium', 'Great room under a SIP roof with a loft', 'Shop bay with a 14-foot door'];
    for (const contractor of [sample, listed])
      for (const [index, caption] of captions.entries())
        await dataSource.getRepository(ContractorPhoto).save({
          contractorId: contractor.id,
          image: await stored(30 + index * 60, `${contractor.slug}-${index + 1}`),
          fileName: `photo-${index + 1}.jpg`,
          altText: caption,
          caption: index === 0 ? 'Cameron, 2025' : null,
          sortOrder: index,
          status: ContractorPhotoStatus.Approved,
          moderatedAt: new Date(),
        });

    const plan = await dataSource.getRepository(Design).findOneByOrFail({ slug: PLAN_SLUG });
    for (const [index, kind] of [DesignImageKind.FloorPlan, DesignImageKind.Photo].entries()) {
      const image = await stored(200 + index * 70, `${PLAN_SLUG}-${kind}`);
      await dataSource.getRepository(DesignImage).save({
        designId: plan.id,
        kind,
        altText:
          kind === DesignImageKind.FloorPlan ? 'Floor plan of the Rose Mount: three bedrooms off a great room' : 'The Rose Mount finished in board and batten',
        caption: null,
        sortOrder: index,
        image,
        imageUrl: toImageSources(image).src,
      });
    }
    return {
      sampleProfile: `/contractors/${SAMPLE_CONTRACTOR_SLUG}`,
      databaseProfile: `/contractors/${DATABASE_CONTRACTOR_SLUG}`,
      plan: `/designs/${PLAN_SLUG}`,
    };
  } finally {
    await dataSource.destroy();
  }
}
