import { parentPort } from 'node:worker_threads';
import { buildEstimator, type Estimate } from './password-estimator.build.js';

/**
 * The password estimator's thread (decision 048): builds zxcvbn as it
 * starts, says `{ ready: true }`, then answers `{ id, score, warning }` for
 * each `{ id, password, inputs }`, one at a time. The server ends it when it
 * has been idle.
 */
export type EstimateRequest = { id: number; password: string; inputs: string[] };
export type EstimateReply = { id: number } & Estimate;
export type WorkerMessage = EstimateReply | { ready: true };

const port = parentPort;
if (!port) throw new Error('password-estimator.worker runs as a worker thread');

const estimator = buildEstimator();
port.postMessage({ ready: true } satisfies WorkerMessage);
port.on('message', ({ id, password, inputs }: EstimateRequest) => {
  const result = estimator.check(password, inputs);
  const reply: EstimateReply = { id, score: result.score, warning: result.feedback.warning ?? null };
  port.postMessage(reply);
});
