import { Global, Module } from '@nestjs/common';
import { CounterMarks } from './counter-marks';

/** The marks behind the public counters, one store for every area that counts (0058). */
@Global()
@Module({ providers: [CounterMarks], exports: [CounterMarks] })
export class CountersModule {}
