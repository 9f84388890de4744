import type { EntityManager } from 'typeorm';

/**
 * What a repository function needs of its caller's connection: `query` of the data source,
 * or of the EntityManager of the transaction it joins.
 */
export type Querier = Pick<EntityManager, 'query'>;
