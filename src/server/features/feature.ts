import type { FastifyInstance } from 'fastify';
import type { CliCommand } from '../cli/cli-command';
import type { AppDeps } from '../deps';
import type { RestRoute } from '../plugins/rest';

/**
 * What a feature plugs into the app besides its tRPC router (which the root router lists):
 * its REST adapters, long-lived parts and background work.
 */
export interface ServerFeature {
  name: string;
  restRoutes?: RestRoute[];
  /** Extra HTTP routes that are not procedures (e.g. audio files). */
  registerRoutes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /** Creates long-lived parts (added to deps.extensions) before the app serves. */
  setup?: (deps: AppDeps) => void | Promise<void>;
  /** Work at start once migrations ran (starter data, today's game); skipped in most tests. */
  onStart?: (deps: AppDeps) => Promise<void>;
  /** Background timers; stopped by `close`. */
  startBackground?: (deps: AppDeps) => void;
  close?: (deps: AppDeps) => Promise<void>;
  /** Operator commands of `npm run cli` (contract §3). */
  cliCommands?: CliCommand[];
}
