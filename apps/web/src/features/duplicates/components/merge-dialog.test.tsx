import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '../../../test/api';
import { aClub, aClubList, aMe, aPlayer } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { useDuplicates } from '../api/list-duplicates';
import { MergeDialog } from './merge-dialog';

const a = aPlayer({ id: 'p-a', firstName: 'Mira', lastName: 'Berg', height: null, version: 3 });
const b = aPlayer({ id: 'p-b', firstName: 'Mira', lastName: 'Berg', height: 171, nationality: 'AT', version: 5 });
const candidate = (players: [typeof a, typeof b]) => ({ score: 0.9, reasons: ['NAME_EXACT' as const], players });

/** The dialog as the duplicates page uses it: opened from the loaded candidates list, which it follows. */
function Harness({ onClose }: { onClose: () => void }) {
  const list = useDuplicates();
  if (!list.data) return null;
  return <MergeDialog pair="p-a|p-b" candidate={list.data.items[0] ?? null} onClose={onClose} />;
}

function renderMerge(api: Parameters<typeof fakeApi>[0]) {
  const requests = fakeApi({ 'GET /api/clubs': ok(aClubList([aClub()])), ...api });
  const onClose = vi.fn();
  return renderApp(<Harness onClose={onClose} />, { me: aMe() }).then((view) => ({ ...view, api: requests, onClose }));
}

const merges = (api: Awaited<ReturnType<typeof renderMerge>>['api']) =>
  api.requests.filter((request) => request.method === 'POST').map((request) => request.body);

describe('merge dialog', () => {
  it('merges with the choices made, taking empty fields from the other record', async () => {
    const { api, user, onClose } = await renderMerge({
      'GET /api/duplicates': ok({ items: [candidate([a, b])], total: 1 }),
      'POST /api/duplicates/merge': ok({ ...a, height: 171, nationality: 'AT', version: 4 }),
    });

    const nationality = await screen.findByTestId('merge-field-nationality');
    await user.click(within(nationality).getByRole('radio', { name: 'B: Austria' }));
    await user.click(screen.getByTestId('merge-confirm'));

    expect(await screen.findByText('Mira Berg was merged into Mira Berg.')).toBeInTheDocument();
    expect(merges(api)).toEqual([
      {
        survivorId: 'p-a',
        mergedId: 'p-b',
        survivorVersion: 3,
        mergedVersion: 5,
        takeFromMerged: ['nationality', 'height'],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('on 409 shows what changed in which record and merges again with my choices on the new versions', async () => {
    const changedB = { ...b, lastName: 'Bergmann', version: 6 };
    const { api, user } = await renderMerge({
      'GET /api/duplicates': [
        ok({ items: [candidate([a, b])], total: 1 }),
        ok({ items: [candidate([a, changedB])], total: 1 }),
      ],
      'POST /api/duplicates/merge': [apiError(409, 'CONFLICT'), ok({ ...a, version: 4 })],
    });

    await user.click(await screen.findByTestId('merge-confirm'));
    const notice = await screen.findByTestId('merge-notice');
    expect(notice).toHaveTextContent('One of the players was changed in the meantime.');
    expect(await within(notice).findByText('B · Last name:')).toBeInTheDocument();
    expect(within(notice).getByRole('listitem')).toHaveTextContent('B · Last name: Bergmann');

    await user.click(within(notice).getByRole('button', { name: 'Keep my changes and save' }));
    expect(await screen.findByText('Mira Bergmann was merged into Mira Berg.')).toBeInTheDocument();
    expect(merges(api).map((body) => (body as { mergedVersion: number }).mergedVersion)).toEqual([5, 6]);
  });

  it('"discard my changes" starts the choices over from the current records', async () => {
    const changedB = { ...b, version: 6, height: 180 };
    const { user } = await renderMerge({
      'GET /api/duplicates': [
        ok({ items: [candidate([a, b])], total: 1 }),
        ok({ items: [candidate([a, changedB])], total: 1 }),
      ],
      'POST /api/duplicates/merge': apiError(409, 'CONFLICT'),
    });

    const nationality = await screen.findByTestId('merge-field-nationality');
    await user.click(within(nationality).getByRole('radio', { name: 'B: Austria' }));
    await user.click(screen.getByTestId('merge-confirm'));
    const notice = await screen.findByTestId('merge-notice');
    expect(await within(notice).findByText('B · Height:')).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Discard my changes' }));
    expect(screen.queryByTestId('merge-notice')).not.toBeInTheDocument();
    expect(within(nationality).getByRole('radio', { name: 'A: Germany' })).toBeChecked();
  });
});
