import { Controller } from '@nestjs/common';
import { contract, errorBody, MESSAGES } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../providers/search-index.service';

@Controller()
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly searchIndex: SearchIndexService,
  ) {}

  /**
   * Liveness (/api/health: the database answers) and readiness for traffic
   * (/api/health/ready: not while the search index loads, when searches would use SQL; a
   * load balancer sends them to the replicas that have theirs).
   */
  @TsRestHandler(contract.health)
  handler() {
    return tsRestHandler(contract.health, {
      ready: async () => {
        if (this.searchIndex.loadingNow)
          return { status: 503 as const, body: errorBody(503, MESSAGES.searchIndexLoading) };
        const searchIndex = this.searchIndex.ready ? ('loaded' as const) : ('off' as const);
        return { status: 200 as const, body: { data: { status: 'ready' as const, searchIndex } } };
      },
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
