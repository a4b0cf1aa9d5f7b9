// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_ATTRIBUTE, keyboardHeightFromViewport, shellVariables, startSafeArea, type Insets } from './safe-area';

describe('keyboardHeightFromViewport', () => {
  it('is what the visual viewport leaves uncovered of the layout viewport, from 80 px up', () => {
    expect(keyboardHeightFromViewport({ innerHeight: 800, visual: { height: 500, offsetTop: 0, scale: 1 } })).toBe(300);
    // The visual viewport scrolled down inside the layout viewport: only below it is keyboard.
    expect(keyboardHeightFromViewport({ innerHeight: 800, visual: { height: 500, offsetTop: 100, scale: 1 } })).toBe(
      200,
    );
    // A browser bar sliding in is not a keyboard.
    expect(keyboardHeightFromViewport({ innerHeight: 800, visual: { height: 740, offsetTop: 0, scale: 1 } })).toBe(0);
  });

  it('says 0 without a visual viewport and while pinch-zoomed', () => {
    expect(keyboardHeightFromViewport({ innerHeight: 800 })).toBe(0);
    expect(keyboardHeightFromViewport({ innerHeight: 800, visual: null })).toBe(0);
    expect(keyboardHeightFromViewport({ innerHeight: 800, visual: { height: 400, offsetTop: 0, scale: 2 } })).toBe(0);
  });
});

describe('shellVariables', () => {
  const insets: Insets = { top: 47, right: 0, bottom: 34, left: 0 };

  it('writes the four insets and the keyboard in px', () => {
    expect(shellVariables(insets, 0, false)).toEqual({
      '--tl-safe-top': '47px',
      '--tl-safe-right': '0px',
      '--tl-safe-bottom': '34px',
      '--tl-safe-left': '0px',
      '--tl-keyboard-height': '0px',
    });
  });

  it('drops the bottom inset while the keyboard covers the home indicator', () => {
    expect(shellVariables(insets, 300, true)['--tl-safe-bottom']).toBe('0px');
    expect(shellVariables(insets, 0, true)['--tl-safe-bottom']).toBe('0px');
    expect(shellVariables(insets, 300, true)['--tl-keyboard-height']).toBe('300px');
  });
});

describe('startSafeArea', () => {
  // jsdom cannot evaluate env(); the probe's computed padding stands in for the device's insets.
  let padding = { top: '0px', right: '0px', bottom: '0px', left: '0px' };
  const realGetComputedStyle = window.getComputedStyle.bind(window);

  function fakeInsets() {
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element: Element) => {
      if (element instanceof HTMLElement && element.hasAttribute(PROBE_ATTRIBUTE)) {
        return {
          paddingTop: padding.top,
          paddingRight: padding.right,
          paddingBottom: padding.bottom,
          paddingLeft: padding.left,
        } as CSSStyleDeclaration;
      }
      return realGetComputedStyle(element);
    });
  }

  class FakeVisualViewport extends EventTarget {
    height = window.innerHeight;
    offsetTop = 0;
    scale = 1;
  }

  const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

  afterEach(() => {
    vi.restoreAllMocks();
    padding = { top: '0px', right: '0px', bottom: '0px', left: '0px' };
    Reflect.deleteProperty(window, 'visualViewport');
    document.body.innerHTML = '';
  });

  it('writes the insets at start and again on resize, orientation change and return to the page', () => {
    fakeInsets();
    padding = { top: '47px', right: '0px', bottom: '34px', left: '0px' };
    const safeArea = startSafeArea(window);
    expect(document.querySelector(`[${PROBE_ATTRIBUTE}]`)).not.toBeNull();
    expect(variable('--tl-safe-top')).toBe('47px');
    expect(variable('--tl-safe-bottom')).toBe('34px');

    // Turned to landscape: the notch moves to the side.
    padding = { top: '0px', right: '47px', bottom: '21px', left: '47px' };
    window.dispatchEvent(new Event('orientationchange'));
    expect([variable('--tl-safe-top'), variable('--tl-safe-left'), variable('--tl-safe-right')]).toEqual([
      '0px',
      '47px',
      '47px',
    ]);

    padding = { top: '20px', right: '0px', bottom: '0px', left: '0px' };
    window.dispatchEvent(new Event('resize'));
    expect(variable('--tl-safe-top')).toBe('20px');

    padding = { top: '59px', right: '0px', bottom: '34px', left: '0px' };
    document.dispatchEvent(new Event('visibilitychange'));
    expect(variable('--tl-safe-top')).toBe('59px');

    safeArea.stop();
  });

  it('follows the keyboard through the visual viewport and keeps the focused field in view', () => {
    fakeInsets();
    padding = { top: '47px', right: '0px', bottom: '34px', left: '0px' };
    const visual = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { value: visual, configurable: true });
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    // jsdom has no scrolling.
    const scrolled = vi.fn();
    input.scrollIntoView = scrolled;
    const safeArea = startSafeArea(window);
    expect(variable('--tl-keyboard-height')).toBe('0px');

    visual.height = window.innerHeight - 320;
    visual.dispatchEvent(new Event('resize'));
    expect(variable('--tl-keyboard-height')).toBe('320px');
    expect(variable('--tl-safe-bottom')).toBe('0px');
    expect(scrolled).toHaveBeenCalledTimes(1);

    // Still open (the keyboard grew a suggestion bar): no second jump.
    visual.height = window.innerHeight - 360;
    visual.dispatchEvent(new Event('resize'));
    expect(variable('--tl-keyboard-height')).toBe('360px');
    expect(scrolled).toHaveBeenCalledTimes(1);

    visual.height = window.innerHeight;
    visual.dispatchEvent(new Event('resize'));
    expect(variable('--tl-keyboard-height')).toBe('0px');
    expect(variable('--tl-safe-bottom')).toBe('34px');
    safeArea.stop();
  });

  it('takes the native keyboard plugin at its word, and does not scroll a button into view', () => {
    fakeInsets();
    padding = { top: '0px', right: '0px', bottom: '34px', left: '0px' };
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    const scrolled = vi.fn();
    button.scrollIntoView = scrolled;
    const safeArea = startSafeArea(window);

    safeArea.setNativeKeyboard(291);
    // The WebView is resized above the native keyboard: nothing is covered, the inset is not needed.
    expect(variable('--tl-keyboard-height')).toBe('0px');
    expect(variable('--tl-safe-bottom')).toBe('0px');
    expect(scrolled).not.toHaveBeenCalled();

    safeArea.setNativeKeyboard(0);
    expect(variable('--tl-safe-bottom')).toBe('34px');
    safeArea.stop();
  });

  it('stops: the probe, the variables and the listeners go', () => {
    fakeInsets();
    padding = { top: '47px', right: '0px', bottom: '0px', left: '0px' };
    const safeArea = startSafeArea(window);
    safeArea.stop();
    expect(document.querySelector(`[${PROBE_ATTRIBUTE}]`)).toBeNull();
    expect(variable('--tl-safe-top')).toBe('');
    window.dispatchEvent(new Event('resize'));
    expect(variable('--tl-safe-top')).toBe('');
  });
});
