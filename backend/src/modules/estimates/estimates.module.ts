import { Module } from '@nestjs/common';
import { DesignsModule } from '../designs/designs.module';
import { EstimatesController } from './estimates.controller';
import { EstimatesService } from './estimates.service';

/** Cost estimates for catalogue plans, from the cost model the calculators share (cost-model/). */
@Module({
  imports: [DesignsModule],
  controllers: [EstimatesController],
  providers: [EstimatesService],
})
export class EstimatesModule {}
