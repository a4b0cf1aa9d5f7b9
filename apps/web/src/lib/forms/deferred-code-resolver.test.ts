import { addVideoLinkSchema } from '@touchline/core';
import { describe, expect, it, vi } from 'vitest';
import { deferredCodeResolver } from './use-coded-form';

describe('deferredCodeResolver', () => {
  const notHttps = { url: 'ftp://video.example/1' };

  it('checks nothing until the schema is there, then gives its field codes', async () => {
    const linkSchema = deferredCodeResolver(() => Promise.resolve(addVideoLinkSchema));
    expect(linkSchema.validate(notHttps)).toEqual({});
    await linkSchema.load();
    expect(linkSchema.validate(notHttps)).toEqual({ url: 'INVALID_FORMAT' });
    expect(linkSchema.validate({ url: 'https://video.example/1' })).toEqual({});
  });

  it('downloads the schema once, however often the form asks', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(addVideoLinkSchema));
    const linkSchema = deferredCodeResolver(loadSchema);
    await Promise.all([linkSchema.load(), linkSchema.load()]);
    await linkSchema.load();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('lets a submit through when the download fails, and tries again on the next', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof addVideoLinkSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(addVideoLinkSchema);
    const linkSchema = deferredCodeResolver(loadSchema);
    await expect(linkSchema.load()).resolves.toBeUndefined();
    expect(linkSchema.validate(notHttps)).toEqual({});
    await linkSchema.load();
    expect(loadSchema).toHaveBeenCalledTimes(2);
    expect(linkSchema.validate(notHttps)).toEqual({ url: 'INVALID_FORMAT' });
  });
});
