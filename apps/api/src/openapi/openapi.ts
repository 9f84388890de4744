import { contract } from '@app/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { generateOpenApi } from '@ts-rest/open-api';
import swaggerUi from 'swagger-ui-express';

/** OpenAPI generated from the ts-rest contract: JSON at /api/docs/openapi.json, UI at /api/docs. */
export function mountOpenApi(app: NestExpressApplication): void {
  const document = generateOpenApi(contract, {
    info: { title: 'Injury provider directory API', version: '1.0.0' },
  });
  app.use('/api/docs/openapi.json', (_req: unknown, res: { json: (b: unknown) => void }) =>
    res.json(document),
  );
  app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'API docs' }));
}
