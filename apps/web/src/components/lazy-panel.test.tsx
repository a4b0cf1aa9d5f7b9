import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { lazyPanel } from './lazy-panel';
import { PanelSkeleton } from './panel-skeleton';

/** A panel with state of its own, to tell a re-render from a remount. */
function Standings({ group }: { group: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <section>
      <h3>Group {group}</h3>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Details open' : 'Open details'}
      </button>
    </section>
  );
}

const tabLoading = { loading: () => <PanelSkeleton /> };

/** A download the test settles by hand, counting how often it was asked for. */
function heldDownload() {
  const download = { loads: 0, release: (_: typeof Standings) => {} };
  const Panel = lazyPanel(() => {
    download.loads += 1;
    return new Promise<typeof Standings>((resolve) => {
      download.release = resolve;
    });
  }, tabLoading);
  return { Panel, download };
}

describe('lazyPanel', () => {
  it('downloads on first show with a placeholder meanwhile, then shows the panel and keeps its state', async () => {
    const { Panel, download } = heldDownload();
    const { rerender, user } = await renderApp(<p>Schedule</p>);
    expect(download.loads).toBe(0);

    rerender(<Panel group="A" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(download.loads).toBe(1);

    await act(async () => download.release(Standings));
    expect(await screen.findByRole('heading', { name: 'Group A' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    rerender(<Panel group="B" />);
    expect(screen.getByRole('heading', { name: 'Group B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details open' })).toBeInTheDocument();

    // Shown again later (another tab was open meanwhile): at once, without a second download.
    rerender(<p>Schedule</p>);
    rerender(<Panel group="C" />);
    expect(screen.getByRole('heading', { name: 'Group C' })).toBeInTheDocument();
    expect(download.loads).toBe(1);
  });

  it('shows preloaded code at once, without the placeholder', async () => {
    const { Panel, download } = heldDownload();
    Panel.preload();
    Panel.preload();
    expect(download.loads).toBe(1);
    await act(async () => download.release(Standings));

    await renderApp(<Panel group="A" />);
    expect(screen.getByRole('heading', { name: 'Group A' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(download.loads).toBe(1);
  });

  describe('when its code fails to load', () => {
    // React reports the error it caught; the tests assert on what the user sees.
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** A panel whose first `failures` downloads fail, like `import()` on a network error. */
    function flakyPanel(failures: number) {
      const counter = { loads: 0 };
      const Panel = lazyPanel(async () => {
        counter.loads += 1;
        if (counter.loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
        return Standings;
      }, tabLoading);
      return { Panel, counter };
    }

    it('says so in its place with Retry, which downloads again and shows the panel; the page stays', async () => {
      const { Panel, counter } = flakyPanel(2);
      const { user } = await renderApp(
        <main>
          <h1>The tournament</h1>
          <Panel group="A" />
        </main>,
      );

      expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
      expect(screen.getByRole('heading', { name: 'The tournament' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(counter.loads).toBe(2);

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Group A' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(counter.loads).toBe(3);
    });

    it('downloads again after a failed preload when the panel is shown', async () => {
      const { Panel, counter } = flakyPanel(1);
      Panel.preload();
      await act(async () => {});
      expect(counter.loads).toBe(1);

      await renderApp(<Panel group="A" />);
      expect(await screen.findByRole('heading', { name: 'Group A' })).toBeInTheDocument();
      expect(counter.loads).toBe(2);
    });
  });
});

describe('lazyPanel with a placeholder of its own (the player form’s preview)', () => {
  function Name({ name }: { name: string }) {
    return <p>Name: {name}</p>;
  }

  it('holds its place with the given frame while the code loads, then shows the part with its props', async () => {
    let release: (component: typeof Name) => void = () => {};
    const Part = lazyPanel(
      () =>
        new Promise<typeof Name>((resolve) => {
          release = resolve;
        }),
      { loading: ({ name }) => <div data-testid="frame">{name}</div> },
    );
    await renderApp(<Part name="Ada" />);

    expect(await screen.findByTestId('frame')).toHaveTextContent('Ada');
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    await act(async () => release(Name));
    expect(await screen.findByText('Name: Ada')).toBeInTheDocument();
    expect(screen.queryByTestId('frame')).not.toBeInTheDocument();
  });
});
