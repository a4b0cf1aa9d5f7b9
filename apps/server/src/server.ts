import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** How long requests in flight get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Entry point: read settings, build, listen, and shut down gracefully. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close(): stop accepting, let in-flight requests finish, then the
    // onClose hooks close the database.
    // A keep-alive socket whose response was already streaming when shutdown
    // began never got `Connection: close`; after a grace period it is cut
    // rather than held open for the keep-alive timeout (72 s).
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: app.database.engine, url: config.baseUrl }, 'Touchline is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
