import { randomBytes, scrypt } from 'node:crypto';
import type { PasswordHashing } from '../src/auth/auth.js';

/**
 * better-auth's scrypt hash in its own format (`salt:key`, hex), at a cost 32
 * times lower (N = 2048, r = 8 instead of 16384 and 16). About 400 sign-ups,
 * sign-ins and password checks per integration run otherwise spend most of
 * their time in the hash (decision 373). Suites that test the server's own
 * hashing, and sign-up with it, pass `productionPasswordHash` to
 * describeEachEngine.
 */
const COST = { N: 2048, r: 8, p: 1 };
const KEY_LENGTH = 64;

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
}

export const testPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await key(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, stored] = hash.split(':');
    if (!salt || !stored) throw new Error('Invalid password hash');
    return (await key(password, salt)).toString('hex') === stored;
  },
};
