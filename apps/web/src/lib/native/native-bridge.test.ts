// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { AppResume } from './app-resume';
import { backButtonAction, connectNativeBridge, isNativePlatform, type NativePlugins } from './native-bridge';
import type { SafeArea } from './safe-area';

type Listener = (payload?: unknown) => void;

/** Plugins that record their listeners, so a test can fire the native events. */
function fakePlugins() {
  const listeners = new Map<string, Listener>();
  const removed: string[] = [];
  const addListener = (name: string, listener: Listener) => {
    listeners.set(name, listener);
    return Promise.resolve({ remove: () => Promise.resolve(void removed.push(name)) });
  };
  const exitApp = vi.fn(() => Promise.resolve());
  const plugins = { App: { addListener, exitApp }, Keyboard: { addListener } } as unknown as NativePlugins;
  const fire = (name: string, payload?: unknown) => {
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no listener for ${name}`);
    listener(payload);
  };
  return { plugins, fire, exitApp, removed };
}

function fakes() {
  const safeArea = { apply: vi.fn(), setNativeKeyboard: vi.fn(), stop: vi.fn() } satisfies SafeArea;
  const appResume = { pause: vi.fn(), resume: vi.fn(), stop: vi.fn() } satisfies AppResume;
  const setFocused = vi.fn();
  return { safeArea, appResume, setFocused };
}

describe('isNativePlatform', () => {
  it('is true only when the native bridge says so', () => {
    expect(isNativePlatform(window)).toBe(false);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false });
    expect(isNativePlatform(window)).toBe(false);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    expect(isNativePlatform(window)).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('backButtonAction', () => {
  it('goes back while there is history, and leaves the app at its start', () => {
    expect(backButtonAction(true)).toBe('back');
    expect(backButtonAction(false)).toBe('exit');
  });
});

describe('connectNativeBridge', () => {
  it('turns pause and resume into app resume, focus and the insets', async () => {
    const { plugins, fire } = fakePlugins();
    const { safeArea, appResume, setFocused } = fakes();
    await connectNativeBridge({ plugins, safeArea, appResume, setFocused, win: window });

    fire('pause');
    expect(setFocused).toHaveBeenLastCalledWith(false);
    expect(appResume.pause).toHaveBeenCalledTimes(1);
    expect(appResume.resume).not.toHaveBeenCalled();

    fire('resume');
    expect(setFocused).toHaveBeenLastCalledWith(true);
    expect(appResume.resume).toHaveBeenCalledTimes(1);
    expect(safeArea.apply).toHaveBeenCalledTimes(1);
  });

  it('passes the keyboard height on show and 0 on hide', async () => {
    const { plugins, fire } = fakePlugins();
    const { safeArea, appResume, setFocused } = fakes();
    await connectNativeBridge({ plugins, safeArea, appResume, setFocused, win: window });
    fire('keyboardWillShow', { keyboardHeight: 291 });
    fire('keyboardDidHide');
    expect(safeArea.setNativeKeyboard.mock.calls).toEqual([[291], [0]]);
  });

  it('the back button goes back in history, or exits the app', async () => {
    const { plugins, fire, exitApp } = fakePlugins();
    const { safeArea, appResume, setFocused } = fakes();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await connectNativeBridge({ plugins, safeArea, appResume, setFocused, win: window });
    fire('backButton', { canGoBack: true });
    expect(back).toHaveBeenCalledTimes(1);
    expect(exitApp).not.toHaveBeenCalled();
    fire('backButton', { canGoBack: false });
    expect(exitApp).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('removes every listener and hands focus back to the page', async () => {
    const { plugins, removed } = fakePlugins();
    const { safeArea, appResume, setFocused } = fakes();
    const disconnect = await connectNativeBridge({ plugins, safeArea, appResume, setFocused, win: window });
    disconnect();
    await Promise.resolve();
    expect(removed.sort()).toEqual(['backButton', 'keyboardDidHide', 'keyboardWillShow', 'pause', 'resume']);
    expect(setFocused).toHaveBeenLastCalledWith(undefined);
  });
});
