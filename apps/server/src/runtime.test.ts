import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, unsupportedNodeMessage } from './runtime.js';

describe('unsupportedNodeMessage', () => {
  it.each(['22.12.0', 'v22.12.0', '22.23.3', '24.21.0', 'v24.0.0', '26.1.0', '22.12.0-pre'])(
    'runs on %s',
    (version) => {
      expect(unsupportedNodeMessage(version)).toBeNull();
    },
  );

  it.each(['20.20.2', 'v20.19.0', '18.20.8', '22.11.0', '22.0.0', '21.99.99', '', 'not-a-version'])(
    'refuses %j, naming the version needed and the one found',
    (version) => {
      const message = unsupportedNodeMessage(version);
      expect(message).toContain(`Touchline needs Node ${MINIMUM_NODE} or newer`);
      expect(message).toContain('Node 24 LTS');
      expect(message).toContain(`this is Node ${version}.`);
    },
  );

  it('runs on the Node running this test (npm scripts use the project Node)', () => {
    expect(unsupportedNodeMessage(process.versions.node)).toBeNull();
  });
});
