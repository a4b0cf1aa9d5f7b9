import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { TournamentHubPage } from './tournament-hub-page';

function NewEventDialog({ opened }: { opened: boolean; onClose: () => void }) {
  return opened ? <p data-testid="new-event-opened" /> : null;
}

const hub = (level: 0 | 1 | 2 | 3 | 4 | 5) => {
  fakeApi({ 'GET /api/tournaments': ok({ items: [] }), 'GET /api/events/list': ok({ items: [] }) });
  return renderApp(<TournamentHubPage NewEventDialog={NewEventDialog} />, {
    me: aMe({ level }),
    route: { path: '/Tournament' },
  });
};

describe('tournament hub: New event (decision 453)', () => {
  it.each([0, 1] as const)('level %i sees New event and opens its dialog', async (level) => {
    const { user } = await hub(level);
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    expect(screen.getByTestId('new-event-opened')).toBeInTheDocument();
  });

  it.each([2, 3, 4, 5] as const)('level %i does not', async (level) => {
    await hub(level);
    expect(await screen.findByTestId('hub-tab-past')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
  });
});
