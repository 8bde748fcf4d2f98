/**
 * The container's HEALTHCHECK (`node dist/server/healthcheck.js`): exit 0 when the server answers `/healthz`
 * at the address and port it listens on, 1 otherwise, within the check's timeout. It reads HOST and PORT
 * alone: loading the whole configuration every 30 s would cost more than the check. A server given
 * PORT=0 (a port of the system's choosing) cannot be probed this way.
 */
import { listenAddressOf, localUrlOf } from '../src/server/lib/listen-address';

const TIMEOUT_MS = 2_500;

try {
  const response = await fetch(localUrlOf(listenAddressOf(process.env), '/healthz'), {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  process.stderr.write(`healthcheck: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
