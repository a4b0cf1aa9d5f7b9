import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { OutdatedBracket } from './outdated-bracket';

describe('OutdatedBracket', () => {
  it('says how many places hold the wrong team and lets an organiser apply the group results again in one tap', async () => {
    const api = fakeApi({
      'POST /api/tournaments/t1/apply-group-results': ok({
        bracket: { size: 4, rounds: 2, games: [], swaps: 0, version: 8 },
        filledGroups: ['A', 'B'],
        openGroups: [],
        wildcards: null,
        changes: 2,
        warnings: [],
      }),
    });
    const { user } = await renderApp(<OutdatedBracket tournamentId="t1" version={7} outdated={2} />, {
      me: aMe({ id: 'u1', displayName: 'Olga Organiser', level: 1 }),
    });
    expect(screen.getByTestId('outdated-bracket')).toHaveTextContent(
      '2 places in the knockout games hold the wrong team until the group results are applied again.',
    );
    await user.click(screen.getByRole('button', { name: 'Apply group results again' }));
    expect(await screen.findByText('Group results applied again.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/tournaments/t1/apply-group-results', body: { version: 7 } },
    ]);
  });

  it('shows the warning without the button to viewers who may not apply, and nothing when the bracket is current', async () => {
    const { unmount } = await renderApp(<OutdatedBracket tournamentId="t1" version={7} outdated={1} />, {
      me: aMe({ id: 'u5', displayName: 'Gina Guest', level: 5 }),
    });
    expect(screen.getByTestId('outdated-bracket')).toHaveTextContent(
      '1 place in the knockout games holds the wrong team',
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    await renderApp(<OutdatedBracket tournamentId="t1" version={7} outdated={0} />);
    expect(screen.queryByTestId('outdated-bracket')).toBeNull();
  });
});
