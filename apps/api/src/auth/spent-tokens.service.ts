import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { spendToken } from './auth.repository';

/** Makes a credential single-use: the first `spend` of its id wins, every later one loses. */
@Injectable()
export class SpentTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True for the first use of `jti` (kept until `expiresAt`), false for any later one. */
  spend(jti: string, expiresAt: Date): Promise<boolean> {
    return spendToken(this.dataSource.manager, jti, expiresAt);
  }
}
