import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('reads the plain file name, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="Ada-Lovelace.pdf"')).toBe('Ada-Lovelace.pdf');
    expect(fileNameFromDisposition('attachment; filename=Ada-Lovelace.pdf')).toBe('Ada-Lovelace.pdf');
  });

  it('prefers the UTF-8 file name (filename*)', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Mller.pdf"; filename*=UTF-8''J%C3%BCrgen-M%C3%BCller.pdf`),
    ).toBe('Jürgen-Müller.pdf');
    const header = `attachment; filename="Sud-Cup.pdf"; filename*=UTF-8''${encodeURIComponent('Süd-Cup.pdf')}`;
    expect(fileNameFromDisposition(header)).toBe('Süd-Cup.pdf');
  });

  it("reads names with ' ( ) * and quotes as the server writes them", () => {
    expect(
      fileNameFromDisposition(`attachment; filename=O'Brien.pdf; filename*=UTF-8''O%27Brien%20%28U17%29%2A.pdf`),
    ).toBe("O'Brien (U17)*.pdf");
    expect(fileNameFromDisposition('attachment; filename="Team \\"A\\".pdf"')).toBe('Team "A".pdf');
  });

  it('is null for a header it cannot read', () => {
    expect(fileNameFromDisposition('attachment; filename="unterminated')).toBeNull();
  });

  it('falls back to the plain name when filename* is not valid percent-encoding', () => {
    expect(fileNameFromDisposition(`attachment; filename="plain.pdf"; filename*=UTF-8''bad%E0%A4%A.pdf`)).toBe(
      'plain.pdf',
    );
  });

  it('is null without a file name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
