import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { accessLogOptions, logDestination } from './common/access-log';
import { RateLimitModule } from './common/rate-limit';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ContractorsModule } from './modules/contractors/contractors.module';
import { DesignsModule } from './modules/designs/designs.module';
import { EstimatesModule } from './modules/estimates/estimates.module';
import { MailModule } from './mail/mail.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { AdminDashboardModule } from './modules/admin-dashboard/admin-dashboard.module';
import { DepositsModule } from './modules/deposits/deposits.module';
import { SavedDesignsModule } from './modules/saved-designs/saved-designs.module';
import { HealthModule } from './modules/health/health.module';
import { InboundMailModule } from './modules/inbound-mail/inbound-mail.module';
import { LeadsModule } from './modules/leads/leads.module';
import { SalesTeamModule } from './modules/sales-team/sales-team.module';
import { AdminLeadsModule } from './modules/admin-leads/admin-leads.module';
import { SourceReportModule } from './modules/source-report/source-report.module';
import { FollowUpsModule } from './modules/follow-ups/follow-ups.module';
import { AffiliatesModule } from './modules/affiliates/affiliates.module';
import { CommissionsModule } from './modules/commissions/commissions.module';
import { FilesModule } from './modules/files/files.module';
import { SiteLeadLookupModule } from './site-lead-lookup.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: [accessLogOptions(config.logLevel), logDestination()],
        }),
        ScheduleModule.forRoot(),
        DatabaseModule,
        MailModule,
        HealthModule,
        AuthModule,
        FilesModule,
        RateLimitModule,
        SiteLeadLookupModule,
        SalesTeamModule,
        InboundMailModule,
        LeadsModule,
        AdminLeadsModule,
        SourceReportModule,
        AffiliatesModule,
        DesignsModule,
        EstimatesModule,
        ContactModule,
        SavedDesignsModule,
        DepositsModule,
        AdminDashboardModule,
        FollowUpsModule,
        CommissionsModule,
        ContractorsModule,
      ],
    };
  }
}
