import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
  UnsupportedMediaTypeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiPayloadTooLargeResponse, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { MULTIPART_ONLY_MESSAGE } from '../../common/body-parser';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { typeList, type UploadRule } from '../../shared/file-types';
import { tooLargeMessage } from './file-content';

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

/** The part of multer's file the handlers use (memory storage: the bytes are in `buffer`). */
export interface UploadedFileParts {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** Text fields an upload form may carry beside the file, and the longest of them in bytes. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 8 * 1024;

const ONE_FILE_MESSAGE = `Send exactly one file, in the form field named "${FILE_FIELD}".`;

/** multer's and busboy's refusals (by the code Nest keeps as the cause) as sentences. */
function uploadRefusal(error: unknown, rule: UploadRule): unknown {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  if (error instanceof PayloadTooLargeException) return new PayloadTooLargeException(tooLargeMessage(rule));
  if (error instanceof UnsupportedMediaTypeException) return new UnsupportedMediaTypeException(MULTIPART_ONLY_MESSAGE);
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(ONE_FILE_MESSAGE);
  if (code === 'LIMIT_FIELD_COUNT' || code === 'LIMIT_PART_COUNT' || code === 'LIMIT_FIELD_VALUE' || code === 'LIMIT_FIELD_KEY')
    return new BadRequestException(
      `The form sent more, or longer, fields than this upload takes (at most ${MAX_FIELDS} fields of ${MAX_FIELD_BYTES / 1024} KB).`,
    );
  if (error instanceof HttpException) return new BadRequestException('The upload could not be read (the form data is incomplete or malformed). Try again.');
  // A stream error (the client went away, a broken part): still the sender's request, never a 500.
  return new BadRequestException('The upload could not be read (the form data is incomplete or malformed). Try again.');
}

/**
 * Nest's FileInterceptor (multer, memory storage: the bytes never touch the disk) for one file in
 * the `file` field, capped at the rule's size, with its refusals turned into sentences. It runs
 * after the guards, so an anonymous or wrong-role caller is refused before the body is read.
 */
function singleFileInterceptor(rule: UploadRule): Type<NestInterceptor> {
  const Multer = FileInterceptor(FILE_FIELD, {
    defParamCharset: 'utf8',
    limits: { fileSize: rule.maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1, headerPairs: 50 },
  });
  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        throw uploadRefusal(error, rule);
      }
    }
  }
  return mixin(SingleFileUploadInterceptor);
}

/**
 * A route that takes one file as multipart/form-data under `rule` (its path must also be listed in
 * app.setup.ts's MULTIPART_UPLOAD_PATHS, or the JSON-only body check refuses it with 415). The
 * handler reads the file with `@UploadedFile()` and checks its bytes with `checkUpload`.
 */
export function SingleFileUpload(rule: UploadRule): MethodDecorator {
  return applyDecorators(
    UseInterceptors(singleFileInterceptor(rule)),
    ApiConsumes('multipart/form-data'),
    ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: tooLargeMessage(rule) }),
    ApiUnsupportedMediaTypeResponse({
      type: ErrorResponseDto,
      description: `The file's contents are not ${typeList(rule)} (whatever its name or declared type), or the body is not multipart/form-data.`,
    }),
  );
}
