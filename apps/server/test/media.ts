import type { MediaStorage } from '../src/storage/media-storage.js';

/** A suite's media store, checked and seeded from outside the server, the same way on every driver. */
export type TestMedia = {
  /** Whether the object behind a `/api/media/…` URL (or a bare key) exists. */
  exists: (urlOrKey: string) => Promise<boolean>;
  /** Writes an object, optionally aged (an old leftover for the orphan sweep). */
  plant: (key: string, options?: { ageMs?: number }) => Promise<void>;
  /** Ages an existing object. */
  age: (urlOrKey: string, ageMs: number) => void;
};

const keyOf = (urlOrKey: string) => urlOrKey.replace(/^\/api\/media\//, '');

export function testMedia(storage: MediaStorage, age: (key: string, ageMs: number) => void): TestMedia {
  return {
    exists: async (urlOrKey) => {
      const object = await storage.get(keyOf(urlOrKey));
      object?.stream.destroy();
      return object !== null;
    },
    plant: async (key, options = {}) => {
      await storage.put(key, Buffer.from('leftover'));
      if (options.ageMs) age(key, options.ageMs);
    },
    age: (urlOrKey, ageMs) => age(keyOf(urlOrKey), ageMs),
  };
}
