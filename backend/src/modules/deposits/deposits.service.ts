import { Injectable, NotImplementedException } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CreateDepositDto } from './dto/create-deposit.dto';
import { DepositResponseDto } from './dto/deposit-response.dto';
import { DepositTermsResponseDto } from './dto/deposit-terms-response.dto';

@Injectable()
export class DepositsService {
  terms(): DepositTermsResponseDto {
    throw new NotImplementedException();
  }

  create(_user: AuthenticatedUser, _dto: CreateDepositDto): Promise<DepositResponseDto> {
    throw new NotImplementedException();
  }

  listOwn(_user: AuthenticatedUser): Promise<DepositResponseDto[]> {
    throw new NotImplementedException();
  }

  latestOwn(_user: AuthenticatedUser, _idOrSlug: string): Promise<DepositResponseDto> {
    throw new NotImplementedException();
  }
}
