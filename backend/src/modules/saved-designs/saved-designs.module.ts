import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SavedDesign } from './entities/saved-design.entity';
import { DesignsModule } from '../designs/designs.module';
import { SavedDesignsController } from './saved-designs.controller';
import { SavedDesignsService } from './saved-designs.service';

/** A signed-in user's saved plans (spec §3 saved_designs; the entity lives with the designs). */
@Module({
  imports: [TypeOrmModule.forFeature([SavedDesign]), DesignsModule],
  controllers: [SavedDesignsController],
  providers: [SavedDesignsService],
})
export class SavedDesignsModule {}
