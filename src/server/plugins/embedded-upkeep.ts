import fp from 'fastify-plugin';
import { keepTablesTidy } from '../db/embedded-upkeep';

/** How often the embedded database's tables are checked for a vacuum or an analyze. */
const UPKEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * On the embedded database (PGlite, which has no autovacuum), vacuums and analyzes the tables that are due,
 * every `UPKEEP_EVERY_MS` and once at start (`keepTablesTidy`). A Postgres server does this itself.
 */
export const embeddedUpkeepPlugin = fp<{ background: boolean }>(
  async (app, { background }) => {
    if (!background || app.database.kind !== 'pglite') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const upkeep = () => {
      running ??= keepTablesTidy(app.db)
        .then((done) => {
          for (const { table, vacuum, analyze, ms } of done) {
            app.log.info({ table, vacuum, analyze, ms }, `embedded database: ${table} tidied in ${ms} ms`);
          }
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not vacuum the embedded database'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      upkeep();
      timer = setInterval(upkeep, UPKEEP_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'embedded-upkeep', dependencies: ['core'] },
);
