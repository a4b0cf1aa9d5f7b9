import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { lazyDialog } from './lazy-dialog';

function Greeting({ opened, name }: { opened: boolean; name: string }) {
  return opened ? <p>Hello {name}</p> : null;
}

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

    const { rerender } = await renderApp(<Dialog opened={false} name="Ada" />);
    expect(loads).toBe(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Dialog opened name="Ada" />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(loads).toBe(1);

    await act(async () => release(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Dialog opened={false} name="Ada" />);
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
    rerender(<Dialog opened name="Bea" />);
    expect(await screen.findByText('Hello Bea')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
