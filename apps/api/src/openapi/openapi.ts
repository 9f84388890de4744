import { contract } from '@app/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './document';

/**
 * OpenAPI 3.1 generated from the ts-rest contract (decision 0027): JSON at
 * /api/docs/openapi.json, UI at /api/docs.
 */
export function mountOpenApi(app: NestExpressApplication): void {
  const document = buildOpenApiDocument(contract);
  app.use('/api/docs/openapi.json', (_req: unknown, res: { json: (b: unknown) => void }) =>
    res.json(document),
  );
  app.use('/api/docs', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'API docs' }));
}
