import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, playerCardPdfUrl } from './player-card-pdf';

describe('player card PDF', () => {
  it('builds the URL of the card', () => {
    expect(playerCardPdfUrl('p 1')).toBe('/api/players/p%201/card.pdf');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="Ada-Lovelace.pdf"')).toBe('Ada-Lovelace.pdf');
    expect(fileNameFromDisposition('attachment; filename=Ada-Lovelace.pdf')).toBe('Ada-Lovelace.pdf');
    expect(
      fileNameFromDisposition(`attachment; filename="Mller.pdf"; filename*=UTF-8''J%C3%BCrgen-M%C3%BCller.pdf`),
    ).toBe('Jürgen-Müller.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
