import { Injectable, NotImplementedException } from '@nestjs/common';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { SavedDesignResponseDto } from './dto/saved-design-response.dto';

@Injectable()
export class SavedDesignsService {
  list(_user: AuthenticatedUser): Promise<SavedDesignResponseDto[]> {
    throw new NotImplementedException();
  }

  save(_user: AuthenticatedUser, _idOrSlug: string): Promise<SavedDesignResponseDto> {
    throw new NotImplementedException();
  }

  remove(_user: AuthenticatedUser, _idOrSlug: string): Promise<void> {
    throw new NotImplementedException();
  }
}
