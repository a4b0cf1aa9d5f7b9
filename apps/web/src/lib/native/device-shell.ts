import { focusManager, type QueryClient } from '@tanstack/react-query';
import { startAppResume } from './app-resume';
import { connectNativeBridge, isNativePlatform, loadNativePlugins } from './native-bridge';
import { startSafeArea } from './safe-area';

/**
 * The device shell's behaviours (docs/product/quality-goals.md; decisions 321, 322): safe-area and
 * keyboard variables, app resume, and in the Android/iOS shells the native
 * events. main.tsx loads this module after the first render, so it is not on
 * the initial route; the Capacitor plugins load only inside a native shell.
 */
export function startDeviceShell(queryClient: QueryClient, win: Window = window): void {
  const safeArea = startSafeArea(win);
  const appResume = startAppResume({ queryClient, win });
  if (!isNativePlatform(win)) return;
  void loadNativePlugins().then((plugins) =>
    connectNativeBridge({
      plugins,
      safeArea,
      appResume,
      setFocused: (focused) => focusManager.setFocused(focused),
      win,
    }),
  );
}
