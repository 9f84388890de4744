import { Controller } from '@nestjs/common';
import { contract, errorBody } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { DataSource } from 'typeorm';

@Controller()
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(private readonly dataSource: DataSource) {}

  @TsRestHandler(contract.health)
  handler() {
    return tsRestHandler(contract.health, {
      check: async () => {
        try {
          await this.dataSource.query('SELECT 1');
        } catch {
          return { status: 503 as const, body: errorBody(503, 'Database unavailable') };
        }
        return {
          status: 200 as const,
          body: {
            data: {
              status: 'ok' as const,
              database: 'up' as const,
              uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
            },
          },
        };
      },
    });
  }
}
