import type { AppPlugin } from '@capacitor/app';
import type { KeyboardPlugin } from '@capacitor/keyboard';
import type { AppResume } from './app-resume';
import type { SafeArea } from './safe-area';

/**
 * The Capacitor side of the device shell (decisions 321, 322). Only a native
 * shell loads this module's plugins (`isNativePlatform`), so the web never
 * downloads them:
 * - App `pause`/`resume` → app resume (refetch, live channel) and the insets;
 *   TanStack Query's focusManager follows the app's state, as its docs advise
 *   for native shells, rather than only the WebView's visibility;
 * - Keyboard `keyboardWillShow`/`keyboardDidHide` → the keyboard variables;
 * - the Android back button → back in history, or leave the app at the root.
 */

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/** True inside the Android or iOS shell: the native bridge defines `window.Capacitor`. */
export function isNativePlatform(win: Window = window): boolean {
  const capacitor = (win as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  return typeof capacitor?.isNativePlatform === 'function' && capacitor.isNativePlatform();
}

/** What the back button does: the WebView's history first; at its start the app closes, as Android users expect. */
export function backButtonAction(canGoBack: boolean): 'back' | 'exit' {
  return canGoBack ? 'back' : 'exit';
}

export interface NativePlugins {
  App: Pick<AppPlugin, 'addListener' | 'exitApp'>;
  Keyboard: Pick<KeyboardPlugin, 'addListener'>;
}

/** The plugins, downloaded on demand (a separate chunk). */
export async function loadNativePlugins(): Promise<NativePlugins> {
  const [{ App }, { Keyboard }] = await Promise.all([import('@capacitor/app'), import('@capacitor/keyboard')]);
  return { App, Keyboard };
}

export interface NativeBridgeOptions {
  plugins: NativePlugins;
  safeArea: SafeArea;
  appResume: AppResume;
  setFocused: (focused: boolean | undefined) => void;
  win?: Window;
}

/** Wires the plugins' events; the returned function removes the listeners. */
export async function connectNativeBridge({
  plugins: { App, Keyboard },
  safeArea,
  appResume,
  setFocused,
  win = window,
}: NativeBridgeOptions): Promise<() => void> {
  const handles = await Promise.all([
    App.addListener('pause', () => {
      setFocused(false);
      appResume.pause();
    }),
    App.addListener('resume', () => {
      setFocused(true);
      appResume.resume();
      safeArea.apply();
    }),
    App.addListener('backButton', ({ canGoBack }) => {
      if (backButtonAction(canGoBack) === 'back') win.history.back();
      else void App.exitApp();
    }),
    Keyboard.addListener('keyboardWillShow', ({ keyboardHeight }) => safeArea.setNativeKeyboard(keyboardHeight)),
    Keyboard.addListener('keyboardDidHide', () => safeArea.setNativeKeyboard(0)),
  ]);
  return () => {
    for (const handle of handles) void handle.remove();
    setFocused(undefined);
  };
}
