import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { showUpdatePrompt } from './update-prompt';

describe('the update prompt (decision 311)', () => {
  it('stays until the user reloads, and only the Reload button reloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderApp(<p>app</p>);
      const reload = vi.fn();
      act(() => showUpdatePrompt(reload));
      expect(await screen.findByText('A new version of Touchline is ready')).toBeInTheDocument();
      expect(screen.getByText(/events recorded offline are kept/)).toBeInTheDocument();
      // Persistent: still there long after any auto-close would have hidden it, and nothing reloaded by itself.
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.getByText('A new version of Touchline is ready')).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
