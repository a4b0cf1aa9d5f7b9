import { describe, expect, it } from 'vitest';
import { PLAYER_FIELDS } from './player-fields.js';
import { updatePlayerSchema } from './players.js';

describe('PLAYER_FIELDS', () => {
  it('lists the fields of the player schemas, in their order', () => {
    expect([...PLAYER_FIELDS, 'version']).toEqual(Object.keys(updatePlayerSchema.shape));
  });
});
