import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseOutage } from '../../database/database-outage';
import { HealthResponseDto } from './dto/health-response.dto';

const DATABASE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outage: DatabaseOutage,
  ) {}

  /** Healthy only when the database answers within a short time: load balancers act on it. */
  async check(): Promise<HealthResponseDto> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return { status: 'ok', database: 'up' };
    } catch (error) {
      // A lost connection starts (or continues) the outage, logged once; the 503 itself is not logged.
      this.outage.report(error);
      throw new ServiceUnavailableException('The database is not answering.');
    } finally {
      clearTimeout(timer);
    }
  }
}
