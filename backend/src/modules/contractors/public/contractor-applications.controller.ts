import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { RateLimited } from '../../../common/rate-limit';
import { ContractorApplicationsService } from './contractor-applications.service';
import { ApplyContractorDto, ContractorApplicationResponseDto } from './dto/apply-contractor.dto';

@ApiTags('contractors')
@Controller('contractors')
export class ContractorApplicationsController {
  constructor(private readonly applications: ContractorApplicationsService) {}

  /**
   * 'Join Our Contractor Network': stores a pending listing for the office to review and e-mails
   * the applicant and the office. An address already in use gets the same answer, and its owner an e-mail.
   */
  @Post('applications')
  @RateLimited()
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is missing or invalid (an unknown ZIP code or city at its area), or unknown; one message per field.',
  })
  applyContractor(@Body() body: ApplyContractorDto): Promise<ContractorApplicationResponseDto> {
    return this.applications.apply(body);
  }
}
