import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { GetResponseTimeReportQueryDto, ResponseTimeReportResponseDto } from './dto/response-time-report.dto';
import { ResponseTimeReportService } from './response-time-report.service';

/** The office's reports on its leads (issue 27): /admin/reports/response-time. */
@ApiTags('admin-leads')
@Controller('admin/reports')
export class ResponseTimeReportController {
  constructor(private readonly reports: ResponseTimeReportService) {}

  /** Speed to lead: per rep and per Monday week, leads received and business minutes to their first response (median, p90, share within the limit). */
  @Get('response-time')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A date is malformed, the range runs backwards or is longer than 53 weeks, or a parameter is unknown.',
  })
  getResponseTimeReport(@Query() query: GetResponseTimeReportQueryDto): Promise<ResponseTimeReportResponseDto> {
    return this.reports.report(query);
  }
}
