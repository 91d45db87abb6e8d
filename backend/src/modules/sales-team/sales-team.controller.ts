import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import {
  LeadRoutingSettingsResponseDto,
  StaffListResponseDto,
  StaffMemberResponseDto,
  UpdateLeadRoutingSettingsDto,
  UpdateStaffAvailabilityDto,
} from './dto/staff.dto';
import { SalesTeamService } from './sales-team.service';

/** The office's team (issue 27): who works leads, who is out of office, and where new leads go. */
@ApiTags('sales-team')
@Controller('admin')
export class SalesTeamController {
  constructor(private readonly team: SalesTeamService) {}

  /** Every admin and sales rep, with "out of office until" and counties (owner and assignee pickers). */
  @Get('staff')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  listStaff(): Promise<StaffListResponseDto> {
    return this.team.listStaff();
  }

  /** "Out of office until …" (a rep for themselves, an admin for anyone) and a rep's counties (admins). */
  @Patch('staff/:id/availability')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A time not in the future, a bad county list, nothing to change, or an unknown field.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No admin or sales rep has this id.' })
  updateStaffAvailability(
    @StaffActor() actor: Actor,
    @IdParam('id', "The staff member's user id.") id: number,
    @Body() body: UpdateStaffAvailabilityDto,
  ): Promise<StaffMemberResponseDto> {
    return this.team.updateAvailability(actor, id, body);
  }

  /** Where a lead goes when no rep can take it. */
  @Get('lead-routing')
  @NoStore()
  @Roles(UserRole.Admin)
  getLeadRoutingSettings(): Promise<LeadRoutingSettingsResponseDto> {
    return this.team.getRoutingSettings();
  }

  /** Sets the default owner (an admin or rep; null: the longest-serving admin). */
  @Put('lead-routing')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The default owner is not an admin or sales rep, or a field is unknown.' })
  updateLeadRoutingSettings(@StaffActor() actor: Actor, @Body() body: UpdateLeadRoutingSettingsDto): Promise<LeadRoutingSettingsResponseDto> {
    return this.team.updateRoutingSettings(actor, body);
  }
}
