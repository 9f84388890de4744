import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@app/contracts';
import { availableParallelism } from 'node:os';
import { ServiceBusyException } from '../common/filters/service-busy';
import { AppConfig } from '../config/app-config';

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A counting semaphore in front of image decoding (docs/decisions/0016): at most
 * UPLOAD_CONCURRENCY images (default: one per core) are decoded at once, at most
 * UPLOAD_QUEUE_MAX more wait for a slot, each for at most UPLOAD_QUEUE_WAIT_MS. Work beyond
 * that is refused at once with 503 and Retry-After instead of piling up in memory and CPU
 * while every other request starves.
 */
@Injectable()
export class ImageWorkSlots {
  readonly slots: number;
  private readonly queueMax: number;
  private readonly waitMs: number;
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(config: AppConfig) {
    this.slots = config.env.UPLOAD_CONCURRENCY ?? availableParallelism();
    this.queueMax = config.env.UPLOAD_QUEUE_MAX;
    this.waitMs = config.env.UPLOAD_QUEUE_WAIT_MS;
  }

  /** Seconds a refused client is asked to wait. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.waitMs / 1000));
  }

  /** Runs `work` in a slot; 503 when no slot frees up in time or the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.slots) {
      this.active++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.queueMax) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // release() hands its slot over: `active` stays as it is.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(this.busy());
        }, this.waitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.active--;
  }

  private busy(): ServiceBusyException {
    return new ServiceBusyException(this.retryAfterSeconds, MESSAGES.uploadsBusy);
  }
}
