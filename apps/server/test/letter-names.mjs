// Plain JavaScript so that the benches (run by plain `node`) share it with the tests.

/**
 * A number as letters only, for names the duplicate matching cannot tell
 * apart by digits (it ignores them): 0 → "a", 25 → "z", 26 → "aa", 27 → "ab"…
 */
export function letters(n) {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return text;
}
