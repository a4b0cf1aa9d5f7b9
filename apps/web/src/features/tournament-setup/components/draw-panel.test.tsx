import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { renderApp } from '../../../test/render';
import type { TournamentTeam } from '../../../entities/tournament/tournament-types';
import type { DrawPreview } from '../api/draw-groups';
import { newSeed } from './draw-panel';
import { GroupEditor } from './group-editor';
import type { GroupDraft } from './setup-draft';

const teams: TournamentTeam[] = [
  { id: 'n1', clubId: 'nord', name: 'FC Nord', clubName: 'FC Nord', pot: 1 },
  { id: 'n2', clubId: 'nord', name: 'FC Nord II', clubName: 'FC Nord', pot: null },
  { id: 'n3', clubId: 'nord', name: 'FC Nord III', clubName: 'FC Nord', pot: null },
  { id: 's1', clubId: 'sued', name: 'SV Süd', clubName: 'SV Süd', pot: 1 },
  { id: 'h1', clubId: 'hafen', name: 'Hafen 09', clubName: 'Hafen 09', pot: null },
];

function Editor() {
  const [groups, setGroups] = useState<GroupDraft[]>([]);
  return <GroupEditor tournamentId="t1" groups={groups} teams={teams} onChange={setGroups} />;
}

/** Three Nord teams in two groups: one pair of them is unavoidable; Süd and Hafen are both German. */
const preview: DrawPreview = {
  seed: 123456,
  groups: [{ teamIds: ['n1', 'n2', 'h1'] }, { teamIds: ['s1', 'n3'] }],
  conflicts: [
    { group: 0, kind: 'club', key: 'nord', teamIds: ['n1', 'n2'] },
    { group: 1, kind: 'country', key: 'DE', teamIds: ['s1', 'n3'] },
  ],
  exact: false,
};

describe('the draw in the group editor (decision 443)', () => {
  it('draws on the server with the seed shown and the country switch, and says in words what it could not avoid', async () => {
    const api = fakeApi({ 'POST /api/tournaments/t1/draw': ok(preview) });
    const { user } = await renderApp(<Editor />);
    const seed = screen.getByTestId('group-seed');
    await user.clear(seed);
    await user.type(seed, '123456');
    const count = screen.getByTestId('group-count');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('switch', { name: /Keep teams of one country apart/ }));
    await user.click(screen.getByRole('button', { name: 'Draw groups' }));

    const report = await screen.findByTestId('draw-report');
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/tournaments/t1/draw',
        body: { groupCount: 2, seed: 123456, avoidCountry: true },
      },
    ]);
    expect(report).toHaveTextContent('The pots did not allow keeping these apart:');
    const items = within(screen.getByTestId('draw-conflicts')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Group A: FC Nord and FC Nord II are teams of one club (FC Nord).',
      'Group B: SV Süd and FC Nord III are from one country (Germany).',
    ]);
    expect(report).toHaveTextContent('another seed may do better');
    // The drawn groups are in the draft.
    const cards = screen.getAllByTestId('group-card');
    expect(
      cards.map((card) =>
        within(card)
          .getAllByText(/Nord|Süd|Hafen/)
          .map((b) => b.textContent),
      ),
    ).toEqual([
      ['FC Nord', 'FC Nord II', 'Hafen 09'],
      ['SV Süd', 'FC Nord III'],
    ]);

    // Moved by hand, the groups are no longer the draw's: its report goes.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group of Hafen 09' }), 'Group B');
    expect(screen.queryByTestId('draw-report')).not.toBeInTheDocument();
  });

  it('says so when it kept every club apart, and shows a refusal', async () => {
    fakeApi({
      'POST /api/tournaments/t1/draw': [
        ok({
          seed: 1,
          groups: [{ teamIds: ['n1', 's1', 'h1'] }, { teamIds: ['n2', 'n3'] }],
          conflicts: [],
          exact: true,
        }),
        apiError(400, 'INVALID_GROUPS', { groupCount: 'GROUP_TOO_SMALL' }),
      ],
    });
    const { user } = await renderApp(<Editor />);
    await user.click(screen.getByRole('button', { name: 'Draw groups' }));
    expect(await screen.findByTestId('draw-report')).toHaveTextContent('The draw kept every club apart.');
    expect(screen.queryByTestId('draw-conflicts')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw groups' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please check the groups.'));
  });

  it('offers six-digit seeds', () => {
    expect(newSeed(() => 0)).toBe(100_000);
    expect(newSeed(() => 0.999_999_9)).toBe(999_999);
  });
});
