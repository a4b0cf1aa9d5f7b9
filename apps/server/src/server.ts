import { ConfigError, loadConfig } from './config.js';
import { unsupportedNodeMessage } from './runtime.js';

/**
 * How long requests in flight get to finish after SIGTERM before their
 * connections are cut: a keep-alive socket whose response was already
 * streaming, or one that connected and never sent a request (Node does not
 * count it as idle), would otherwise hold the process for up to a minute.
 */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Entry point: check the runtime, read settings, build, listen, and shut down
 * gracefully. `app.js` is imported only after the runtime check: it loads
 * better-sqlite3, which segfaults on Node 20 (decision 018). Keep the static
 * imports here free of it.
 */
async function main(): Promise<void> {
  const refusal = unsupportedNodeMessage(process.versions.node);
  if (refusal) {
    console.error(refusal);
    process.exit(2);
  }

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

  const { buildApp } = await import('./app.js');
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close(): stop accepting, let in-flight requests finish, then the
    // onClose hooks close the database.
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
  app.log.info({ db: app.database.engine, url: config.baseUrl, node: process.version }, 'Touchline is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
