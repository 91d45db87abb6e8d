import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { type Actor, StaffActor } from '../../common/auth/actor';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { NoStore, Owned, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { AdminLeadsService } from './admin-leads.service';
import { AdminLeadResponseDto, LeadNoteResponseDto, LeadTaskResponseDto, PaginatedAdminLeadsResponseDto } from './dto/admin-lead-response.dto';
import { LeadContactResponseDto, LogLeadContactDto } from './dto/lead-contact.dto';
import { CreateLeadTaskDto, UpdateLeadTaskDto } from './dto/lead-task.dto';
import { LeadNoteBodyDto } from './dto/lead-note.dto';
import { ExportLeadsQueryDto, ListLeadsQueryDto } from './dto/list-leads-query.dto';
import { UpdateLeadDto } from './dto/update-lead.dto';
import { LeadTimelinePageDto, LeadTimelineQueryDto } from './dto/lead-timeline.dto';
import { ReassignLeadsDto, ReassignLeadsResponseDto } from './dto/reassign-leads.dto';
import { LeadBoardResponseDto, ListLeadBoardQueryDto } from './dto/lead-board.dto';
import { LeadEmailResponseDto, SendLeadEmailDto } from './dto/send-lead-email.dto';
import {
  DismissDuplicateLeadsDto,
  ListDuplicateLeadsQueryDto,
  MergeLeadsDto,
  MergeLeadsResponseDto,
  PaginatedDuplicateLeadsResponseDto,
} from './dto/lead-duplicates.dto';
import { LeadMergeService } from './lead-merge.service';
import { LeadReferralCodeDto, LeadReferralCodeResponseDto } from './dto/lead-referral-code.dto';
import { LeadReferralCodeService } from './lead-referral-code.service';

/** The back office's leads (issue 13): /admin/leads and /admin/leads/{id}. */
@ApiTags('admin-leads')
@Controller('admin/leads')
export class AdminLeadsController {
  constructor(
    private readonly adminLeads: AdminLeadsService,
    private readonly leadMerges: LeadMergeService,
    private readonly referralCodes: LeadReferralCodeService,
  ) {}

  /** The leads list: filters, search, sort and page (25 rows by default). */
  @Get()
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listLeads(@Query() query: ListLeadsQueryDto): Promise<PaginatedAdminLeadsResponseDto> {
    return this.adminLeads.listLeads(query);
  }

  /** "Export CSV": every lead the filters match, in the list's order, as a CSV attachment (columns: README). */
  @Get('export.csv')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, one header row.', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  exportLeadsCsv(@StaffActor() actor: Actor, @Query() query: ExportLeadsQueryDto): Promise<StreamableFile> {
    return this.adminLeads.exportLeadsCsv(actor, query);
  }

  /** Gives one lead, a selection, or every open lead of a rep to another admin or sales rep; each move is on the lead's timeline. */
  @Post('reassign')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Neither or both of leadIds and fromOwnerId, a new owner who is not staff, or a bad field.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'A listed lead does not exist.' })
  reassignLeads(@StaffActor() actor: Actor, @Body() body: ReassignLeadsDto): Promise<ReassignLeadsResponseDto> {
    return this.adminLeads.reassignLeads(actor, body);
  }

  /** The pipeline board: one column per status with its count and its newest leads (admins and sales reps). */
  @Get('board')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listLeadBoard(@Query() query: ListLeadBoardQueryDto): Promise<LeadBoardResponseDto> {
    return this.adminLeads.listLeadBoard(query);
  }

  /** Possible duplicates: pairs of leads that may be one person (same mailbox, same phone, similar name), newest first (admins). */
  @Get('duplicates')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listDuplicateLeads(@Query() query: ListDuplicateLeadsQueryDto): Promise<PaginatedDuplicateLeadsResponseDto> {
    return this.leadMerges.listDuplicateLeads(query);
  }

  /** One lead: its fields, answers in words, allowed statuses, follow-ups and timeline. */
  @Get(':id')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  getLead(@IdParam('id', "The lead's id.") id: number): Promise<AdminLeadResponseDto> {
    return this.adminLeads.getLead(id);
  }

  /** One page of the lead's timeline, newest first: getLead answers the first; "Show older entries" asks for the next. */
  @Get(':id/timeline')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  getLeadTimeline(@IdParam('id', "The lead's id.") id: number, @Query() query: LeadTimelineQueryDto): Promise<LeadTimelinePageDto> {
    return this.adminLeads.getLeadTimeline(id, query);
  }

  /** Changes a lead from its page; answers the lead as getLead does. */
  @Patch(':id')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid, unknown, or none was given.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "A status move the pipeline refuses, or the lead changed since the page read it ('This lead was changed by someone else; reload it.').",
  })
  updateLead(@StaffActor() actor: Actor, @IdParam('id', "The lead's id.") id: number, @Body() body: UpdateLeadDto): Promise<AdminLeadResponseDto> {
    return this.adminLeads.updateLead(actor, id, body);
  }

  /**
   * Merges another lead of the same person into this one: its submissions, e-mails, follow-up steps,
   * tasks, notes, contacts, replies, bookings, quote requests and deposits (found by its address) and
   * partner attribution become this lead's; the first touch is the earlier lead's; one audit row.
   */
  @Post(':id/merge')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The other lead is this lead, or a field is malformed or unknown.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'One of the two leads does not exist.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'One of the two leads was already merged into another (the message names it).' })
  mergeLeads(@StaffActor() actor: Actor, @IdParam('id', 'The lead that stays.') id: number, @Body() body: MergeLeadsDto): Promise<MergeLeadsResponseDto> {
    return this.leadMerges.mergeLeads(actor, id, body.mergeLeadId);
  }

  /**
   * "Partner code the customer mentioned" (issue 30): the customer said a partner's code at the
   * consultation; the lead becomes that partner's referral (source 'promo code'), as through the partner's link.
   */
  @Post(':id/referral-code')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The code is blank or longer than 20 characters, or a field is unknown.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'No active partner has this code (unknown, pending, suspended or rejected).' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "The customer is already a partner's referral (first touch wins); the message names the partner.",
  })
  addLeadReferralCode(
    @StaffActor() actor: Actor,
    @IdParam('id', "The lead's id.") id: number,
    @Body() body: LeadReferralCodeDto,
  ): Promise<LeadReferralCodeResponseDto> {
    return this.referralCodes.addReferralCode(actor, id, body.code);
  }

  /** "Not the same person": the two leads are not flagged as possible duplicates again. */
  @Post(':id/not-duplicates')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiNoContentResponse({ description: 'Recorded (or already recorded).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is malformed or unknown.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'One of the two leads does not exist.' })
  dismissDuplicateLeads(@StaffActor() actor: Actor, @IdParam('id', 'One lead of the pair.') id: number, @Body() body: DismissDuplicateLeadsDto): Promise<void> {
    return this.leadMerges.dismissDuplicateLeads(actor, id, body.otherLeadId);
  }

  /** "Add note": a new dated note of the signed-in admin on the lead's timeline. */
  @Post(':id/notes')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The note is blank, longer than 5,000 characters, or a field is unknown.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  addLeadNote(@StaffActor() actor: Actor, @IdParam('id', "The lead's id.") id: number, @Body() body: LeadNoteBodyDto): Promise<LeadNoteResponseDto> {
    return this.adminLeads.addNote(actor, id, body);
  }

  /**
   * "Write an e-mail": sends the lead an e-mail through the outbox, with the lead's reply address as
   * Reply-To (their answer lands on the timeline), and logs it as the signed-in rep's e-mail contact.
   */
  @Post(':id/emails')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The subject (200) or message (10,000 characters) is blank or too long, or a field is unknown.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  sendLeadEmail(@StaffActor() actor: Actor, @IdParam('id', "The lead's id.") id: number, @Body() body: SendLeadEmailDto): Promise<LeadEmailResponseDto> {
    return this.adminLeads.sendEmail(actor, id, body);
  }

  /** Changes the text of a note the signed-in admin wrote; the timeline then marks it edited. Someone else's note: 403 with a sentence. */
  @Patch(':id/notes/:noteId')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @Owned('lead_notes.authorId')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The note is blank, longer than 5,000 characters, or a field is unknown.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The lead has no note with this id.' })
  updateLeadNote(
    @StaffActor() actor: Actor,
    @IdParam('id', "The lead's id.") id: number,
    @IdParam('noteId', "The note's id (the timeline entry's noteId).") noteId: number,
    @Body() body: LeadNoteBodyDto,
  ): Promise<LeadNoteResponseDto> {
    return this.adminLeads.updateNote(actor, id, noteId, body);
  }

  /** Deletes a note the signed-in admin wrote. Someone else's note: 403 with a sentence. */
  @Delete(':id/notes/:noteId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @Owned('lead_notes.authorId')
  @ApiNoContentResponse({ description: 'The note is gone from the timeline.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The lead has no note with this id.' })
  deleteLeadNote(
    @StaffActor() actor: Actor,
    @IdParam('id', "The lead's id.") id: number,
    @IdParam('noteId', "The note's id (the timeline entry's noteId).") noteId: number,
  ): Promise<void> {
    return this.adminLeads.deleteNote(actor, id, noteId);
  }

  /** "Log a contact": a call, text, e-mail or meeting with the lead. The first one stops the lead's response clock. */
  @Post(':id/contacts')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'The kind is unknown, the note is longer than 2,000 characters, or the time is in the future or before the lead came in.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  logLeadContact(@StaffActor() actor: Actor, @IdParam('id', "The lead's id.") id: number, @Body() body: LogLeadContactDto): Promise<LeadContactResponseDto> {
    return this.adminLeads.logContact(actor, id, body);
  }

  /** "Add a next step": a task on the lead with a due time and an assignee, who gets a reminder e-mail when it falls due. */
  @Post(':id/tasks')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is invalid: the due time is not in the future, the assignee is not an admin or sales rep, the note is too long.',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No lead has this id.' })
  createLeadTask(@StaffActor() actor: Actor, @IdParam('id', "The lead's id.") id: number, @Body() body: CreateLeadTaskDto): Promise<LeadTaskResponseDto> {
    return this.adminLeads.createTask(actor, id, body);
  }

  /** Changes a next step's due time, assignee or note, marks it done or reopens it. */
  @Patch(':id/tasks/:taskId')
  @NoStore()
  @Roles(UserRole.Admin, UserRole.Sales)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or none was given.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The lead has no task with this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "The task changed since the page read it ('This task was changed by someone else; reload it.').",
  })
  updateLeadTask(
    @StaffActor() actor: Actor,
    @IdParam('id', "The lead's id.") id: number,
    @IdParam('taskId', "The task's id.") taskId: number,
    @Body() body: UpdateLeadTaskDto,
  ): Promise<LeadTaskResponseDto> {
    return this.adminLeads.updateTask(actor, id, taskId, body);
  }
}
