import { buildApp } from './app';
import { claimDataDir } from './cli/cli-socket';
import { ConfigError, loadConfig, type Config } from './config';

/** How long a shutdown may take before the process ends itself: less than `docker stop`'s 10 s grace. */
const SHUTDOWN_LIMIT_MS = 8_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const started = Date.now();
  // The embedded database's folder is this process's alone, and lends its database to the CLI once built.
  const claim = config.databaseUrl
    ? undefined
    : await claimDataDir(config.dataDir, 'The server is still starting: try again in a moment.');
  const { app, generatedAdmin } = await serve(config, claim).catch(async (error: unknown) => {
    // A start that fails lets go of the folder (and its socket) as a stop does.
    await claim?.release();
    throw error;
  });
  app.log.info({ ms: Date.now() - started, database: app.database.kind }, 'Spelldown is ready');

  if (generatedAdmin) {
    // Printed once, to the terminal only (never to the log): the operator's way in.
    process.stderr.write(
      `\n  An admin account was created.\n  E-mail:   ${generatedAdmin.email}\n  Password: ${generatedAdmin.password}\n  Keep it safe: it is not shown again.\n\n`,
    );
  }
  process.stderr.write(`  Spelldown is running at ${config.publicUrl}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Within docker stop's default 10 s: past this, the process ends itself (and logs so) before a SIGKILL.
    const force = setTimeout(() => {
      app.log.error({ signal }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    void claim?.release();
    // Fastify stops accepting, answers 503 to new requests and waits for in-flight ones.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Builds the app, lends its database to the CLI and listens: the server's port, and the metrics' own. */
async function serve(config: Config, claim: Awaited<ReturnType<typeof claimDataDir>> | undefined) {
  const { app, deps, generatedAdmin, metricsServer } = await buildApp(config);
  claim?.serve(deps);
  await naming(`HOST=${config.host} PORT=${config.port}`, app.listen({ port: config.port, host: config.host }));
  if (metricsServer && typeof config.metrics === 'object') {
    const { host, port } = config.metrics;
    await naming(`METRICS_HOST=${host} METRICS_PORT=${port}`, metricsServer.listen(config.metrics));
    app.log.info({ host, port }, 'metrics are served on their own port');
  }
  return { app, generatedAdmin };
}

/** A listen that fails (a name that does not resolve, a port in use) says which variables it came from. */
async function naming<T>(variables: string, listening: Promise<T>): Promise<T> {
  try {
    return await listening;
  } catch (error) {
    throw new Error(`cannot listen on ${variables}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Spelldown could not start: ${message}\n`);
  process.exit(1);
});
