import { PLAYER_CSV_COLUMNS } from '@touchline/core';
import { describe, expect, it } from 'vitest';
import { playerCsvTemplate } from './player-csv';

describe('the CSV template', () => {
  it('offers a CSV template with every expected column', () => {
    const [header, example] = playerCsvTemplate().split('\r\n');
    expect(header!.split(',')).toEqual([...PLAYER_CSV_COLUMNS]);
    expect(example!.split(',')).toHaveLength(PLAYER_CSV_COLUMNS.length);
  });
});
