import { parentPort } from 'node:worker_threads';
import { buildEstimator, type Estimate } from './password-estimator.build.js';

/**
 * The password estimator's thread (decision 048): builds zxcvbn on its first
 * message and answers `{ id, score, warning }` for each `{ id, password,
 * inputs }`, one at a time. The server ends it when it has been idle.
 */
export type EstimateRequest = { id: number; password: string; inputs: string[] };
export type EstimateReply = { id: number } & Estimate;

const port = parentPort;
if (!port) throw new Error('password-estimator.worker runs as a worker thread');

let estimator: ReturnType<typeof buildEstimator> | undefined;
port.on('message', ({ id, password, inputs }: EstimateRequest) => {
  estimator ??= buildEstimator();
  const result = estimator.check(password, inputs);
  const reply: EstimateReply = { id, score: result.score, warning: result.feedback.warning ?? null };
  port.postMessage(reply);
});
