import { Body, Controller, Get, Header, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RateLimited } from '../../common/rate-limit';
import { QuizAnswerValuesDto, QuizDefinitionResponseDto } from './dto/quiz-definition-response.dto';
import { SubmitQuizResponseDto } from './dto/submit-quiz-response.dto';
import { SubmitQuizDto } from './dto/submit-quiz.dto';
import { requestOrigin } from '../../common/client-network';
import { LeadsService } from './leads.service';
import { QuizService } from './quiz.service';

@ApiTags('quiz')
@ApiExtraModels(QuizAnswerValuesDto)
@Controller()
export class QuizController {
  constructor(
    private readonly quiz: QuizService,
    private readonly leads: LeadsService,
  ) {}

  /** The readiness quiz: steps, options, branching, progress and insights (spec §3, §4). */
  @Get('quiz')
  @Header('Cache-Control', 'public, max-age=300')
  getQuiz(): QuizDefinitionResponseDto {
    return this.quiz.getDefinition();
  }

  /** Stores the quiz lead (one per e-mail) and queues the results package and the business notice. */
  @Post('submit-quiz')
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid contact details, or answers that are not a path through the quiz.' })
  submitQuiz(@Body() body: SubmitQuizDto, @Req() req: Request): Promise<SubmitQuizResponseDto> {
    return this.leads.submitQuiz(body, requestOrigin(req));
  }
}
