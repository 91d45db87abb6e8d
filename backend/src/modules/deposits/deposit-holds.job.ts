import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledRun } from '../../common/scheduled-run';
import { AppConfig } from '../../config/app-config';
import { DatabaseOutage } from '../../database/database-outage';
import { DepositPaymentsService } from './deposit-payments.service';

/** The name of the cron job in the SchedulerRegistry. */
export const DEPOSIT_HOLDS_CRON_JOB = 'deposit-holds';

/**
 * Releases unpaid Stripe reservations (issue 29) on DEPOSIT_HOLDS_CRON (Missouri time): pending
 * or failed deposits whose hold (DEPOSIT_HOLD_DAYS) has passed move to expired. Registered only
 * when Stripe is in force; every instance may run it (each row is locked and re-checked). Tests
 * register it but never start it: they call DepositPaymentsService.expireHolds directly.
 */
@Injectable()
export class DepositHoldsJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly schedule: ScheduledRun;

  constructor(
    registry: SchedulerRegistry,
    private readonly payments: DepositPaymentsService,
    private readonly config: AppConfig,
    outage: DatabaseOutage,
  ) {
    this.schedule = new ScheduledRun(registry, outage, new Logger('Payments'), DEPOSIT_HOLDS_CRON_JOB, 'Deposit hold release', () => payments.expireHolds());
  }

  onApplicationBootstrap(): void {
    if (this.payments.stripeEnabled) this.schedule.register(this.config.depositHoldsCron, this.config.nodeEnv !== 'test');
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }
}
