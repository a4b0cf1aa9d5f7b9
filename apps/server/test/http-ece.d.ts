// http_ece ships no types; the part the push tests use (decrypting what web-push encrypted).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm' | 'aesgcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
