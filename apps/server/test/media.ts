import type { ErrorBody, Player, Video } from '@touchline/core';
import type { MediaStorage } from '../src/storage/media-storage.js';
import type { HttpClient } from './http-client.js';

/** A suite's media store, checked and seeded from outside the server, the same way on every driver. */
export type TestMedia = {
  /** Whether the object behind a `/api/media/…` URL (or a bare key) exists. */
  exists: (urlOrKey: string) => Promise<boolean>;
  /** Writes an object, optionally aged (an old leftover for the orphan sweep). */
  plant: (key: string, options?: { ageMs?: number }) => Promise<void>;
  /** Ages an existing object. */
  age: (urlOrKey: string, ageMs: number) => Promise<void>;
};

const keyOf = (urlOrKey: string) => urlOrKey.replace(/^\/api\/media\//, '');

export function testMedia(storage: MediaStorage, age: (key: string, ageMs: number) => void | Promise<void>): TestMedia {
  return {
    exists: async (urlOrKey) => {
      const object = await storage.get(keyOf(urlOrKey));
      object?.stream.destroy();
      return object !== null;
    },
    plant: async (key, options = {}) => {
      await storage.put(key, Buffer.from('leftover'));
      if (options.ageMs) await age(key, options.ageMs);
    },
    age: async (urlOrKey, ageMs) => {
      await age(keyOf(urlOrKey), ageMs);
    },
  };
}

/** Uploads one file as multipart form data, as the web app does. */
export function uploadFile(
  client: HttpClient,
  url: string,
  bytes: Buffer,
  name: string,
  type: string,
  method = 'POST',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request<Video & Player & ErrorBody>(method, url, undefined, { body: form });
}

/** A media file's bytes as `client` gets them (its session, optional headers such as Range). */
export async function fileBytes(client: HttpClient, url: string, headers: Record<string, string> = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(url, client.baseUrl), { headers: { cookie, ...headers } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
