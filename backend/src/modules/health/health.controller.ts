import { Controller, Get } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { HealthResponseDto } from './dto/health-response.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when the app and its database answer, 503 otherwise. */
  @Get()
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database is not answering.' })
  getHealth(): Promise<HealthResponseDto> {
    return this.health.check();
  }
}
