import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { LeadRoutingSettings } from './entities/lead-routing-settings.entity';
import { StaffAvailability } from './entities/staff-availability.entity';
import { LeadRouting } from './lead-routing';
import { SalesTeamController } from './sales-team.controller';
import { SalesTeamService } from './sales-team.service';

/**
 * The office's sales team (issue 27): staff availability and territories, the default owner, and
 * lead routing (LeadRouting, which leads calls as a lead is created). Staff are admins and sales
 * reps; who they are comes from auth's UsersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StaffAvailability, LeadRoutingSettings]), AuthModule],
  controllers: [SalesTeamController],
  providers: [SalesTeamService, LeadRouting],
  exports: [LeadRouting],
})
export class SalesTeamModule {}
