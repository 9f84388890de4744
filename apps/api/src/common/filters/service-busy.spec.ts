import { QueryFailedError } from 'typeorm';
import { databaseBusy, ServiceBusyException } from './service-busy';

describe('databaseBusy', () => {
  it('turns a query cancelled by statement_timeout into a 503 with Retry-After', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const busy = databaseBusy(new QueryFailedError('SELECT 1', [], cancelled));
    expect(busy).toBeInstanceOf(ServiceBusyException);
    expect(busy!.getStatus()).toBe(503);
    expect(busy!.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('turns an exhausted connection pool into a 503', () => {
    expect(databaseBusy(new Error('timeout exceeded when trying to connect'))).toBeInstanceOf(
      ServiceBusyException,
    );
  });

  it('leaves other errors alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(databaseBusy(new QueryFailedError('INSERT', [], unique))).toBeNull();
    expect(databaseBusy(new Error('boom'))).toBeNull();
    expect(databaseBusy(undefined)).toBeNull();
  });
});
