import { Injectable } from '@nestjs/common';

/** The time the app reads 'now' from (open now); tests set it to a fixed instant. */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Fixes 'now' (null: the real time again). */
  set(at: Date | null): void {
    this.fixed = at;
  }
}
