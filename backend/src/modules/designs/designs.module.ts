import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../files/files.module';
import { AdminDesignsController } from './admin-designs.controller';
import { AdminDesignsService } from './admin-designs.service';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueSeeder } from './catalogue-seeder';
import { DesignsController } from './designs.controller';
import { DesignsService } from './designs.service';
import { DesignFeature } from './entities/design-feature.entity';
import { DesignImage } from './entities/design-image.entity';
import { Design } from './entities/design.entity';

/**
 * The plan catalogue (spec §3): designs, their images and features, the built-in plans; and the
 * office's side of it (issue 31: words, status and pictures, through the files module's picture pipeline).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Design, DesignImage, DesignFeature]), FilesModule],
  controllers: [DesignsController, AdminDesignsController],
  providers: [DesignsService, CatalogueSeeder, CatalogueCache, AdminDesignsService],
  exports: [DesignsService, CatalogueCache],
})
export class DesignsModule {}
