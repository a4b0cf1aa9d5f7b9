import { describe, expect, it } from 'vitest';
import { playerCardPdfUrl } from './player-card-pdf';

describe('player card PDF', () => {
  it('builds the URL of the card', () => {
    expect(playerCardPdfUrl('p 1')).toBe('/api/players/p%201/card.pdf');
  });
});
