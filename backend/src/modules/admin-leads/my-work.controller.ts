import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ListMyWorkQueryDto, PaginatedMyWorkResponseDto } from './dto/my-work.dto';
import { MyWorkService } from './my-work.service';

/** The office's work queue (/admin/work, issue 27); the staff who may hold a next step are sales-team's listStaff. */
@ApiTags('admin-leads')
@Controller('admin')
export class MyWorkController {
  constructor(private readonly myWork: MyWorkService) {}

  /** "My Work": the signed-in staff member's queue: overdue tasks, tasks due today, leads with no next step, leads awaiting a first response. */
  @Get('work')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listMyWork(@StaffActor() actor: Actor, @Query() query: ListMyWorkQueryDto): Promise<PaginatedMyWorkResponseDto> {
    return this.myWork.listMyWork(actor, query);
  }
}
