import { Module } from '@nestjs/common';
import { DesignsModule } from '../designs/designs.module';
import { SavedDesignsController } from './saved-designs.controller';
import { SavedDesignsService } from './saved-designs.service';

/** A signed-in user's saved plans (spec §3 saved_designs; the entity lives with the designs). */
@Module({
  imports: [DesignsModule],
  controllers: [SavedDesignsController],
  providers: [SavedDesignsService],
})
export class SavedDesignsModule {}
