import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { Request } from 'express';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ACCESS_LOG_MESSAGE, logDestination, requestId } from './common/access-log';
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
import { LeadsModule } from './modules/leads/leads.module';
import { FollowUpsModule } from './modules/follow-ups/follow-ups.module';
import { AffiliatesModule } from './modules/affiliates/affiliates.module';
import { CommissionsModule } from './modules/commissions/commissions.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: [
            {
              level: config.logLevel,
              genReqId: requestId,
              customSuccessMessage: () => ACCESS_LOG_MESSAGE,
              // Static files are many and dull; log API calls and page views that fail.
              autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
              // A 5xx is logged where it happens (the exception filter; a database outage once): the
              // access line carries no made-up error and stack of pino-http's own.
              customErrorObject: (_req, _res, _error, { err: _err, ...line }: Record<string, unknown>) => line,
              // The signed-in caller's id on the request's line (read when the answer goes out, after the
              // session is loaded): every staff operation, reads included, is logged with the admin's id.
              customProps: (req) => {
                const user = (req as Request).user;
                return user ? { userId: user.id } : {};
              },
              // One short line per request: no headers, so no cookies or tokens in the logs.
              serializers: {
                req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              },
            },
            logDestination(),
          ],
        }),
        ScheduleModule.forRoot(),
        DatabaseModule,
        MailModule,
        HealthModule,
        AuthModule,
        RateLimitModule,
        LeadsModule,
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
