import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api';
import { aClub, aClubList, aMe, aPlayer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { DuplicatesPage } from './duplicates-page';

const a = aPlayer({ id: 'p-a', firstName: 'Mira', lastName: 'Berg' });
const b = aPlayer({ id: 'p-b', firstName: 'Mira', lastName: 'Bergh' });
const pair = { score: 0.9, reasons: ['NAME_SIMILAR' as const], players: [a, b] };
const noContent = { status: 204 };

describe('duplicates page: "Not a duplicate"', () => {
  it('acts at once and offers Undo in the toast, which brings the pair back', async () => {
    const api = fakeApi({
      'GET /api/clubs': ok(aClubList([aClub()])),
      // The list before the dismissal, after it, and after the undo.
      'GET /api/duplicates': [
        ok({ items: [pair], total: 1 }),
        ok({ items: [], total: 0 }),
        ok({ items: [pair], total: 1 }),
      ],
      'POST /api/duplicates/dismissals': noContent,
      'DELETE /api/duplicates/dismissals/p-a/p-b': noContent,
    });
    const { user } = await renderApp(<DuplicatesPage />, { me: aMe(), route: { path: '/dub' } });

    await user.click(await screen.findByRole('button', { name: 'Not a duplicate' }));
    expect(await screen.findByTestId('duplicates-empty')).toBeVisible();
    const toast = (
      await screen.findByText('Mira Berg and Mira Bergh will no longer be suggested as duplicates.')
    ).closest<HTMLElement>('[role="alert"]')!;

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Mira Berg and Mira Bergh are suggested as duplicates again.')).toBeInTheDocument();
    expect(await screen.findByTestId('duplicate-pair')).toBeVisible();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/duplicates/dismissals', body: { playerIds: ['p-a', 'p-b'] } },
      { method: 'DELETE', path: '/api/duplicates/dismissals/p-a/p-b', body: undefined },
    ]);
  });
});
