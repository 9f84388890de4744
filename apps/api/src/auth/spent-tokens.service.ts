import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Makes a credential single-use: the first `spend` of its id wins, every later one loses. */
@Injectable()
export class SpentTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True for the first use of `jti` (kept until `expiresAt`), false for any later one. */
  async spend(jti: string, expiresAt: Date): Promise<boolean> {
    await this.dataSource.query('DELETE FROM spent_tokens WHERE expires_at < now()');
    const inserted = (await this.dataSource.query(
      `INSERT INTO spent_tokens (jti, expires_at) VALUES ($1, $2)
       ON CONFLICT (jti) DO NOTHING RETURNING jti`,
      [jti, expiresAt],
    )) as unknown[];
    return inserted.length > 0;
  }
}
