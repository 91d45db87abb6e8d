import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UserRole } from '../../common/auth/user-role';
import { AdminDashboardService } from './admin-dashboard.service';
import { AdminDashboardResponseDto } from './dto/admin-dashboard-response.dto';
import { GetAdminDashboardQueryDto } from './dto/get-admin-dashboard-query.dto';

/** /admin/dashboard's figures (issue 13). */
@ApiTags('admin-dashboard')
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  /** The dashboard's cards as numbers: leads by status, per week, by source, the conversion funnel, quote requests and deposits waiting. */
  @NoStore()
  @Get()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A date that is not YYYY-MM-DD, a range that runs backwards or is over 731 days, or an unknown parameter.',
  })
  getAdminDashboard(@Query() query: GetAdminDashboardQueryDto): Promise<AdminDashboardResponseDto> {
    return this.dashboard.get(query);
  }
}
