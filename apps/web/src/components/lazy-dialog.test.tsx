import { act, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { lazyDialog } from './lazy-dialog';

function Greeting({ opened, name }: { opened: boolean; onClose: () => void; name: string }) {
  return opened ? <p>Hello {name}</p> : null;
}

/** The page around the dialog: it must stay when the dialog's code fails to load. */
function Page({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1>The page</h1>
      {children}
    </main>
  );
}

/** Stands in for the route's error page. */
class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Route error page</p> : this.props.children;
  }
}

/** A dialog whose first `failures` downloads fail, like `import()` on a network error. */
function flakyDialog(failures: number) {
  const counter = { loads: 0 };
  const Dialog = lazyDialog(async () => {
    counter.loads += 1;
    if (counter.loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return Greeting;
  });
  return { Dialog, counter };
}

const noop = () => {};

describe('lazyDialog', () => {
  it('loads nothing while closed, answers the first open with a spinner, then shows the dialog', async () => {
    let loads = 0;
    let release: (component: typeof Greeting) => void = () => {};
    const Dialog = lazyDialog(() => {
      loads += 1;
      return new Promise<typeof Greeting>((resolve) => {
        release = resolve;
      });
    });

    const { rerender } = await renderApp(<Dialog opened={false} onClose={noop} name="Ada" />);
    expect(loads).toBe(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Dialog opened onClose={noop} name="Ada" />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(loads).toBe(1);

    await act(async () => release(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Dialog opened={false} onClose={noop} name="Ada" />);
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
    rerender(<Dialog opened onClose={noop} name="Bea" />);
    expect(await screen.findByText('Hello Bea')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  describe('when its code fails to load', () => {
    // React reports the error it caught; the tests assert on what the user sees.
    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('shows the failure and a Retry button in its place, and the page stays', async () => {
      const { Dialog } = flakyDialog(1);
      await renderApp(
        <Page>
          <Dialog opened onClose={noop} name="Ada" />
        </Page>,
      );

      expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('downloads the code again on Retry and then shows the dialog', async () => {
      const { Dialog, counter } = flakyDialog(1);
      const { user } = await renderApp(
        <Page>
          <Dialog opened onClose={noop} name="Ada" />
        </Page>,
      );
      await user.click(await screen.findByRole('button', { name: 'Try again' }));

      expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
      expect(counter.loads).toBe(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    });

    it('shows the failure again when Retry fails too', async () => {
      const { Dialog, counter } = flakyDialog(2);
      const { user } = await renderApp(<Dialog opened onClose={noop} name="Ada" />);
      await user.click(await screen.findByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(counter.loads).toBe(2);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
      expect(counter.loads).toBe(3);
    });

    it('closes with its close button or Escape, and the next open downloads the code again', async () => {
      const { Dialog, counter } = flakyDialog(2);
      const onClose = vi.fn();
      const { user, rerender } = await renderApp(<Dialog opened onClose={onClose} name="Ada" />);

      await user.click(await screen.findByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(2);

      rerender(<Dialog opened={false} onClose={onClose} name="Ada" />);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      rerender(<Dialog opened onClose={onClose} name="Ada" />);
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(counter.loads).toBe(2);

      rerender(<Dialog opened={false} onClose={onClose} name="Ada" />);
      rerender(<Dialog opened onClose={onClose} name="Bea" />);
      expect(await screen.findByText('Hello Bea')).toBeInTheDocument();
      expect(counter.loads).toBe(3);
    });

    it('leaves an error of the loaded dialog itself to the route', async () => {
      function Broken(_: { opened: boolean; onClose: () => void }): ReactNode {
        throw new Error('a bug in the dialog');
      }
      const Dialog = lazyDialog(async () => Broken);
      await renderApp(
        <RouteBoundary>
          <Dialog opened onClose={noop} />
        </RouteBoundary>,
      );

      expect(await screen.findByText('Route error page')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });
  });
});
