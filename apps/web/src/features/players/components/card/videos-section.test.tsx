import { screen, within } from '@testing-library/react';
import type { Video } from '@touchline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { AddVideoFormPlaceholder } from './add-video-form-placeholder';
import { VideosSection } from './videos-section';

const video: Video = {
  id: 'v-1',
  playerId: 'p-1',
  kind: 'link',
  url: 'https://video.example/watch?v=1',
  title: 'Cup final',
  contentType: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

// The form, the delete buttons and the dialog load on first use (lazyPanel,
// lazyDialog). The first import of a module in the test runner compiles it
// and everything it imports, which on a busy machine outlasts findBy's one
// second; the app's own loading (placeholder, spinner, then the part) is what
// these tests check, not the compiler's speed. Loaded here once, the
// section's own import() of each resolves at once, through the same lazy code.
beforeAll(async () => {
  await Promise.all([import('./add-video-form'), import('./delete-video-button'), import('./delete-video-dialog')]);
}, 60_000);

describe('videos section: deleting a video', () => {
  it('asks first, in a dialog that loads on the first delete, and deletes only on confirmation', async () => {
    const api = fakeApi({
      'GET /api/players/p-1/videos': [ok({ items: [video] }), ok({ items: [video] }), ok({ items: [] })],
      'DELETE /api/players/p-1/videos/v-1': { status: 204 },
    });
    const { user } = await renderApp(<VideosSection playerId="p-1" canEdit />, { me: aMe() });

    await user.click(await screen.findByRole('button', { name: 'Delete video Cup final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete video Cup final' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this video?' })).getByRole('button', {
        name: 'Delete video',
      }),
    );
    expect(await screen.findByText('Video deleted.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/players/p-1/videos/v-1', body: undefined },
    ]);
  });

  it('offers no delete to someone who may not edit the player', async () => {
    fakeApi({ 'GET /api/players/p-1/videos': ok({ items: [video] }) });
    await renderApp(<VideosSection playerId="p-1" canEdit={false} />, { me: aMe() });
    expect(await screen.findByText('Cup final')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete video/ })).not.toBeInTheDocument();
  });
});

describe('videos section: the add-video form', () => {
  it('is there for an editor once its code has loaded, in place of its placeholder', async () => {
    fakeApi({ 'GET /api/players/p-1/videos': ok({ items: [video] }) });
    await renderApp(<VideosSection playerId="p-1" canEdit />, { me: aMe() });
    expect(await screen.findByRole('form', { name: 'Add link' })).toBeInTheDocument();
    expect(screen.queryByTestId('add-video-loading')).not.toBeInTheDocument();
  });

  it('is not there, nor its placeholder, for someone who may not edit the player', async () => {
    fakeApi({ 'GET /api/players/p-1/videos': ok({ items: [video] }) });
    await renderApp(<VideosSection playerId="p-1" canEdit={false} />, { me: aMe() });
    expect(await screen.findByText('Cup final')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a video' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-video-loading')).not.toBeInTheDocument();
  });
});

describe('add-video form placeholder', () => {
  it('shows the heading and texts, but nothing that can be typed into or pressed', async () => {
    await renderApp(<AddVideoFormPlaceholder />, { me: aMe() });
    const placeholder = screen.getByTestId('add-video-loading');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(within(placeholder).getByRole('heading', { name: 'Add a video' })).toBeInTheDocument();
    expect(within(placeholder).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(placeholder).queryByRole('button')).not.toBeInTheDocument();
  });
});
