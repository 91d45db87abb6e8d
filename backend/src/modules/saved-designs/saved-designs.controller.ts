import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, SignedIn } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { SavedDesignResponseDto } from './dto/saved-design-response.dto';
import { SavedDesignsService } from './saved-designs.service';

/**
 * The signed-in user's saved plans (spec §3 saved_designs). Every route acts on the caller's own
 * list only: there is no way to name another user's. Save and remove are idempotent.
 */
@ApiTags('saved-designs')
@Controller('account/saved-designs')
@SignedIn()
export class SavedDesignsController {
  constructor(private readonly savedDesigns: SavedDesignsService) {}

  /** The caller's saved plans, most recently saved first (archived or draft plans are left out). */
  @NoStore()
  @Get()
  listSavedDesigns(@CurrentUser() user: AuthenticatedUser): Promise<SavedDesignResponseDto[]> {
    return this.savedDesigns.list(user);
  }

  /** Saves an active plan (by id or slug) to the caller's list; saving it again changes nothing. */
  @NoStore()
  @Put(':idOrSlug')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  saveDesign(@CurrentUser() user: AuthenticatedUser, @Param('idOrSlug') idOrSlug: string): Promise<SavedDesignResponseDto> {
    return this.savedDesigns.save(user, idOrSlug);
  }

  /** Removes a plan (by id or slug) from the caller's list; 204 also when it was not on it. */
  @Delete(':idOrSlug')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Not on the list (any more).' })
  unsaveDesign(@CurrentUser() user: AuthenticatedUser, @Param('idOrSlug') idOrSlug: string): Promise<void> {
    return this.savedDesigns.remove(user, idOrSlug);
  }
}
