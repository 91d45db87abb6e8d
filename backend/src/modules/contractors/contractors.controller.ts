import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ContractorsService } from './contractors.service';
import {
  ContractorResponseDto,
  ContractorSearchResponseDto,
  PaginatedContractorReviewsResponseDto,
  PaginatedContractorsResponseDto,
} from './dto/contractor-response.dto';
import { ListContractorReviewsQueryDto, ListContractorsQueryDto } from './dto/list-contractors-query.dto';
import { SearchContractorsQueryDto } from './dto/search-contractors-query.dto';

const BAD_QUERY = 'A parameter is unknown or has a value it cannot take; one message per parameter.';
const NOT_FOUND = 'No approved listing has this id or slug.';

@ApiTags('contractors')
@Controller('contractors')
export class ContractorsController {
  constructor(private readonly contractors: ContractorsService) {}

  /** The contractor directory: approved listings by rating, then name; filters by specialty, service city and the Verified badge. */
  @Get()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  listContractors(@Query() query: ListContractorsQueryDto): Promise<PaginatedContractorsResponseDto> {
    return this.contractors.list(query);
  }

  /** Find a contractor near a ZIP code or city: nearest first, 10 a page, the nearest 3 when none is within reach. */
  @Get('search')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  searchContractors(@Query() query: SearchContractorsQueryDto): Promise<ContractorSearchResponseDto> {
    return this.contractors.search(query);
  }

  /** A public profile by id or slug: details, specialties, areas and the service cities they cover. */
  @Get(':idOrSlug')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  getContractor(@Param('idOrSlug') idOrSlug: string): Promise<ContractorResponseDto> {
    return this.contractors.get(idOrSlug);
  }

  /** A listing's published reviews, newest first. */
  @Get(':idOrSlug/reviews')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NOT_FOUND })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_QUERY })
  listContractorReviews(@Param('idOrSlug') idOrSlug: string, @Query() query: ListContractorReviewsQueryDto): Promise<PaginatedContractorReviewsResponseDto> {
    return this.contractors.listReviews(idOrSlug, query);
  }
}
