import type { FastifyInstance } from 'fastify';

/**
 * What a service needs from the app: the parts the app's plugins decorate it with (plugins/core.ts and
 * each feature's plugin, in features/<name>/index.ts). The app itself is handed to services and to
 * every tRPC call's context as its `deps`; a service sees only these parts of it.
 */
export type AppDeps = Pick<
  FastifyInstance,
  | 'config'
  | 'database'
  | 'db'
  | 'log'
  | 'now'
  | 'ipLimiter'
  | 'mailer'
  | 'sessionCache'
  | 'sessionReader'
  | 'sessionTouches'
  | 'loginTries'
  | 'audio'
  | 'trainingTurns'
  | 'unplayedGames'
  | 'submissionBatches'
  | 'todaysGame'
  | 'metrics'
>;
