import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarketingSpend } from './entities/marketing-spend.entity';
import { SourceReportController } from './source-report.controller';
import { SourceReportService } from './source-report.service';

/**
 * Issue 28 "Source to deposit": the source report (a read model over leads, bookings, deposits
 * and users, above the modules whose tables it reads) and the office's monthly marketing spend
 * per source, whose table it owns.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MarketingSpend])],
  controllers: [SourceReportController],
  providers: [SourceReportService],
})
export class SourceReportModule {}
