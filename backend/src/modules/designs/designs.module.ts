import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueSeeder } from './catalogue-seeder';
import { DesignsController } from './designs.controller';
import { DesignsService } from './designs.service';
import { DesignFeature } from './entities/design-feature.entity';
import { DesignImage } from './entities/design-image.entity';
import { Design } from './entities/design.entity';

/** The plan catalogue (spec §3): designs, their images and features, the built-in plans. */
@Module({
  imports: [TypeOrmModule.forFeature([Design, DesignImage, DesignFeature])],
  controllers: [DesignsController],
  providers: [DesignsService, CatalogueSeeder, CatalogueCache],
  exports: [DesignsService, CatalogueCache],
})
export class DesignsModule {}
