import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { WhenVisible } from './when-visible';

/** A stand-in for the browser's observer: the test says when the place comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  comeIntoView() {
    this.callback([{ isIntersecting: true }]);
  }
}

function renderChart() {
  return renderApp(
    <WhenVisible fallback={<p>placeholder</p>}>
      <p>chart</p>
    </WhenVisible>,
  );
}

describe('WhenVisible (decision 391)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
  });

  it('shows the placeholder until its place comes near the screen, then the part', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderChart();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed).toHaveLength(1);
    act(() => observer!.comeIntoView());
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('draws the part before printing, wherever it is', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderChart();
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText('chart')).toBeInTheDocument();
  });

  it('renders the part at once where the browser cannot observe', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await renderChart();
    expect(screen.getByText('chart')).toBeInTheDocument();
  });
});
