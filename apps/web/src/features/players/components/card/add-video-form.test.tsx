import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../../test/api';
import { aMe } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { AddVideoForm } from './add-video-form';

const link = () => screen.getByLabelText('Video link (https)', { exact: false });
const form = () => screen.getByRole('form', { name: 'Add link' });
const addLink = () => within(form()).getByRole('button', { name: 'Add link' });

describe('add-video form: links', () => {
  it('takes https links only, and sends nothing else', async () => {
    const api = fakeApi();
    const { user } = await renderApp(<AddVideoForm playerId="p-1" />, { me: aMe() });

    await user.click(addLink());
    // A submit waits for the form's schema, which loads at the form's first use (decisions 288, 335).
    await waitFor(() => expect(link()).toHaveAccessibleDescription('Required.'));
    for (const typed of ['http://video.example', 'javascript:alert(1)', 'video.example']) {
      await user.clear(link());
      await user.type(link(), typed);
      await user.click(addLink());
      await waitFor(() => expect(link(), typed).toHaveAccessibleDescription('Enter a link starting with https://'));
    }
    expect(api.requests).toEqual([]);
  });

  it('sends the trimmed link and title, then empties the form', async () => {
    const api = fakeApi({ 'POST /api/players/p-1/videos': { status: 201, body: {} } });
    const { user } = await renderApp(<AddVideoForm playerId="p-1" />, { me: aMe() });

    await user.type(link(), ' https://video.example/watch?v=1 ');
    await user.type(screen.getByLabelText('Title (optional)'), ' Cup final ');
    await user.click(addLink());

    expect(await screen.findByText('Video link added.')).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        path: '/api/players/p-1/videos',
        body: { url: 'https://video.example/watch?v=1', title: 'Cup final' },
      },
    ]);
    expect(link()).toHaveValue('');
  });

  it("puts the server's field code on the link, and any other refusal in an alert", async () => {
    fakeApi({
      'POST /api/players/p-1/videos': [
        apiError(400, 'VALIDATION_FAILED', { url: 'TOO_BIG' }),
        apiError(403, 'FORBIDDEN'),
      ],
    });
    const { user } = await renderApp(<AddVideoForm playerId="p-1" />, { me: aMe() });

    await user.type(link(), 'https://video.example/watch?v=1');
    await user.click(addLink());
    expect(await screen.findByText('Too long or too large.')).toBeInTheDocument();
    expect(link()).toHaveAccessibleDescription('Too long or too large.');
    // (Notifications of other tests may still be on screen: look inside the form.)
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(addLink());
    expect(await within(form()).findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });
});
