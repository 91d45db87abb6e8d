import { Injectable } from '@nestjs/common';

/** The current time, injected so the follow-up tests can run on a fake clock. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
