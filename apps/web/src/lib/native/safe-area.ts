/**
 * Safe-area insets and the on-screen keyboard as CSS variables on `:root`
 * (docs/product/quality-goals.md: "Safe-area insets are applied on resume, orientation, resize and
 * keyboard events"; decision 321):
 *
 *   --tl-safe-top / -right / -bottom / -left   the notch, rounded corners and home indicator
 *   --tl-keyboard-height                        the part of the layout viewport the keyboard covers
 *
 * `env(safe-area-inset-*)` cannot be read from script, so a hidden probe
 * element carries the four insets as its padding and the computed padding is
 * read back. While the keyboard is open it covers the home indicator, so the
 * bottom inset is 0 then (the page would otherwise keep an empty band above
 * the keyboard).
 *
 * The stylesheets fall back to `env()` where the variable is not set yet, so the
 * first paint is right before this module has loaded (it is not on the
 * initial route).
 */

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The probe's selector: e2e tests override its padding to fake a notch (Chromium reports 0). */
export const PROBE_ATTRIBUTE = 'data-tl-safe-area-probe';

/** Below this the "keyboard" is a browser bar sliding in or a rounding error, not a keyboard. */
const KEYBOARD_MIN_PX = 80;

export function createProbe(doc: Document): HTMLElement {
  const probe = doc.createElement('div');
  probe.setAttribute(PROBE_ATTRIBUTE, '');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = [
    'position: fixed',
    'top: 0',
    'left: 0',
    'width: 0',
    'height: 0',
    'visibility: hidden',
    'pointer-events: none',
    'padding-top: env(safe-area-inset-top, 0px)',
    'padding-right: env(safe-area-inset-right, 0px)',
    'padding-bottom: env(safe-area-inset-bottom, 0px)',
    'padding-left: env(safe-area-inset-left, 0px)',
  ].join(';');
  doc.body.appendChild(probe);
  return probe;
}

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
}

export function readInsets(probe: HTMLElement): Insets {
  const style = probe.ownerDocument.defaultView!.getComputedStyle(probe);
  return {
    top: px(style.paddingTop),
    right: px(style.paddingRight),
    bottom: px(style.paddingBottom),
    left: px(style.paddingLeft),
  };
}

export interface ViewportSize {
  /** The layout viewport's height (`window.innerHeight`). */
  innerHeight: number;
  /** `window.visualViewport`, absent in old browsers. */
  visual?: { height: number; offsetTop: number; scale: number } | null;
}

/**
 * How much of the layout viewport the keyboard covers, from the visual
 * viewport: a keyboard shrinks the visual viewport and leaves the layout one
 * (Chrome ≥ 108, Safari). Pinch-zoom shrinks it too, so a zoomed viewport
 * says nothing about the keyboard.
 */
export function keyboardHeightFromViewport({ innerHeight, visual }: ViewportSize): number {
  if (!visual || Math.abs(visual.scale - 1) > 0.01) return 0;
  const covered = Math.round(innerHeight - visual.height - visual.offsetTop);
  return covered >= KEYBOARD_MIN_PX ? covered : 0;
}

/** The values written to `:root`, in px. */
export function shellVariables(insets: Insets, keyboardHeight: number, keyboardOpen: boolean): Record<string, string> {
  return {
    '--tl-safe-top': `${insets.top}px`,
    '--tl-safe-right': `${insets.right}px`,
    '--tl-safe-bottom': `${keyboardOpen ? 0 : insets.bottom}px`,
    '--tl-safe-left': `${insets.left}px`,
    '--tl-keyboard-height': `${keyboardHeight}px`,
  };
}

function isTextEntry(element: Element | null): element is HTMLElement {
  if (!element || !(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color', 'image'].includes(type);
}

export interface SafeArea {
  /** Reads the insets and the keyboard again and writes the variables (the event handlers call this). */
  apply(): void;
  /** The native keyboard plugin's word: open (with its height) or closed. */
  setNativeKeyboard(height: number): void;
  /** Removes the probe, the listeners and the variables. */
  stop(): void;
}

/**
 * Starts mirroring the insets and the keyboard into `:root`, re-applied on
 * resize, orientation changes, the visual viewport's resize (the keyboard on
 * the web) and when the page becomes visible again (resume). The native shell
 * adds its own keyboard and resume events (native-bridge.ts).
 */
export function startSafeArea(win: Window = window): SafeArea {
  const doc = win.document;
  const root = doc.documentElement;
  const probe = createProbe(doc);
  let nativeKeyboard = 0;
  let wasOpen = false;

  const apply = () => {
    const insets = readInsets(probe);
    const webKeyboard = keyboardHeightFromViewport({ innerHeight: win.innerHeight, visual: win.visualViewport });
    // The native WebView is resized above its keyboard (capacitor.config.ts),
    // so nothing is covered; the plugin still says that the keyboard is open.
    const open = webKeyboard > 0 || nativeKeyboard > 0;
    for (const [name, value] of Object.entries(shellVariables(insets, webKeyboard, open))) {
      root.style.setProperty(name, value);
    }
    // When the keyboard comes up, the field being typed in stays above it
    // (html's scroll-padding-bottom includes the keyboard height).
    if (open && !wasOpen && isTextEntry(doc.activeElement)) {
      doc.activeElement.scrollIntoView({ block: 'nearest' });
    }
    wasOpen = open;
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'visible') apply();
  };
  const orientation = win.screen?.orientation;
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  orientation?.addEventListener?.('change', apply);
  win.visualViewport?.addEventListener('resize', apply);
  doc.addEventListener('visibilitychange', onVisibility);
  apply();

  return {
    apply,
    setNativeKeyboard(height) {
      nativeKeyboard = Math.max(0, Math.round(height));
      apply();
    },
    stop() {
      win.removeEventListener('resize', apply);
      win.removeEventListener('orientationchange', apply);
      orientation?.removeEventListener?.('change', apply);
      win.visualViewport?.removeEventListener('resize', apply);
      doc.removeEventListener('visibilitychange', onVisibility);
      probe.remove();
      for (const name of Object.keys(shellVariables({ top: 0, right: 0, bottom: 0, left: 0 }, 0, false))) {
        root.style.removeProperty(name);
      }
    },
  };
}
