import { describe, expect, it } from 'vitest';
import { videoTitleOfFileName } from './video-title.js';

describe('the title of an uploaded video', () => {
  it('is the file name without its extension, NFC-normalised', () => {
    expect(videoTitleOfFileName('Tor gegen Nord.mp4')).toBe('Tor gegen Nord');
    expect(videoTitleOfFileName('Mu\u0308ller.webm')).toBe('Müller');
    expect(videoTitleOfFileName(undefined)).toBeNull();
    expect(videoTitleOfFileName('.mp4')).toBeNull();
  });

  it('is none for a name holding NUL, a control, a text-direction override or a lone surrogate', () => {
    for (const name of ['clip\u0000.mp4', 'clip\u0007.mp4', 'clip\u202Egpj.mp4', 'clip\uD800.mp4', 'a\u2066b.mp4']) {
      expect(videoTitleOfFileName(name), JSON.stringify(name)).toBeNull();
    }
  });

  it('is cut at 200 characters without splitting a character in two', () => {
    expect(videoTitleOfFileName(`${'a'.repeat(300)}.mp4`)).toBe('a'.repeat(200));
    const cut = videoTitleOfFileName(`${'a'.repeat(199)}😀tail.mp4`);
    expect(cut).toBe('a'.repeat(199));
  });
});
