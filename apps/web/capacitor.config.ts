import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android and iOS shells (decision 320): the same Vite build as the web
 * (`webDir: 'dist'`), copied into the native projects by `npm run cap:sync`.
 *
 * The shell must reach an installation's API, and the API trusts only its own
 * origin (apps/server/src/http/origin-check.ts, SameSite=Lax session cookie).
 * So the shell loads the installation itself: `TOUCHLINE_SERVER_URL` at sync
 * time becomes `server.url`, the WebView's origin is the installation's, and
 * cookies, the CSRF check and the live stream work as in a browser. Without it
 * the shell serves the copied files from https://localhost (Android) or
 * capacitor://localhost (iOS), which no installation trusts: the shell then
 * shows the app but every API call fails — a build for looking, not for use.
 *
 * `TOUCHLINE_ALLOW_NAVIGATION` (comma-separated host names, e.g. the external
 * OIDC provider's) keeps those sign-in pages inside the WebView; other hosts
 * open in the system browser, which would lose the session's cookie jar.
 */
export function capacitorConfig(env: Record<string, string | undefined>): CapacitorConfig {
  const config: CapacitorConfig = {
    appId: 'org.touchline.app',
    appName: 'Touchline',
    webDir: 'dist',
    plugins: {
      // The WebView is resized above the keyboard (the plugin's default
      // `resize: native`), also in full screen on Android; lib/native/safe-area.ts
      // still takes the height from the plugin's events (docs/product/quality-goals.md).
      Keyboard: { resizeOnFullScreen: true },
    },
  };
  const serverUrl = env.TOUCHLINE_SERVER_URL?.trim();
  if (serverUrl) {
    const url = new URL(serverUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`TOUCHLINE_SERVER_URL must be an http(s) URL, got ${serverUrl}`);
    }
    const allowNavigation = (env.TOUCHLINE_ALLOW_NAVIGATION ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean);
    config.server = {
      url: url.origin,
      // Plain http only for a development server on the local network.
      cleartext: url.protocol === 'http:',
      ...(allowNavigation.length > 0 ? { allowNavigation } : {}),
    };
  }
  return config;
}

export default capacitorConfig(process.env);
