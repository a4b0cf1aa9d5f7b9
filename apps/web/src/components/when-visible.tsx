import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * How far below the screen a part starts to render. Not ahead: on the
 * preset's phone (412 × 823) the card's radar starts within 300 px below the
 * fold, and rendering it ahead put its code back into the first load.
 */
const AHEAD = '0px';

/**
 * Renders `children` once their place comes near the screen, `fallback` (of
 * the same height) until then. A chart below the fold costs a phone hundreds
 * of milliseconds of script while the page loads (decision 391: the player
 * card's radar and trend, with Recharts, were 450 ms of the card's boot-up);
 * drawn when scrolled to, they cost nothing before the first interaction,
 * and they render in a transition, which yields to the visitor's taps.
 * Printing renders them first (`beforeprint`, committed at once); a part
 * whose code has not been downloaded by then prints its placeholder. Where
 * the browser has no IntersectionObserver (tests in jsdom, old browsers),
 * children render at once.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setShown(true));
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    if (place.current) observer.observe(place.current);
    // The print's layout is taken right after this event: the part must be in the page by then.
    const beforePrint = () => flushSync(() => setShown(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [shown]);
  return shown ? children : <div ref={place}>{fallback}</div>;
}
