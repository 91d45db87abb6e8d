import { Body, Controller, Get, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { GetSourceReportQueryDto, MarketingSpendResponseDto, SourceReportResponseDto, UpsertMarketingSpendDto } from './dto/source-report.dto';
import { SourceReportService } from './source-report.service';

const BAD_QUERY = 'A date is malformed, the range runs backwards or is longer than 3 years, or a parameter is unknown.';

/** Issue 28 "Source to deposit": /admin/reports. Aggregates only (no person), so sales reps read it too; spend is entered by admins. */
@ApiTags('source-report')
@Controller('admin/reports')
export class SourceReportController {
  constructor(private readonly reports: SourceReportService) {}

  /** Leads per source, medium or campaign of their first or last touch, how far they got, response time, spend and costs. */
  @Get('sources')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  getSourceReport(@Query() query: GetSourceReportQueryDto): Promise<SourceReportResponseDto> {
    return this.reports.report(query);
  }

  /** The same report as a CSV attachment: one record per row, then the totals (columns: docs/back-office.md). */
  @Get('sources.csv')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, one header row, a Total record last.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  exportSourceReportCsv(@StaffActor() actor: Actor, @Query() query: GetSourceReportQueryDto): Promise<StreamableFile> {
    return this.reports.exportCsv(actor, query);
  }

  /** Sets what the office spent on one source in one month (0 clears it): the report's cost per lead and per paid deposit. */
  @Put('marketing-spend')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The month is not YYYY-MM, the amount is not whole cents from 0 to 1,000,000,000, the source is blank or too long, or a field is unknown.',
  })
  upsertMarketingSpend(@StaffActor() actor: Actor, @Body() body: UpsertMarketingSpendDto): Promise<MarketingSpendResponseDto> {
    return this.reports.upsertSpend(actor, body);
  }
}
