import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { apiError, fakeApi, ok } from '../../../test/api';
import { fakeUploads } from '../../../test/fake-uploads';
import { aMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { AvatarSection } from './avatar-section';

// The shared image upload control (components/image-upload), as the account
// page uses it: uploads go through the real fetcher and lib/xhr-upload.ts to a
// fake XMLHttpRequest.

const me = aMe({ id: 'u1', email: 'carl@touchline.test', displayName: 'Carl Friedrich Gauss', level: 5 });

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'carl.png', { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('the image upload control (account picture)', () => {
  it('is operated from the keyboard, shows progress, and confirms the upload', async () => {
    const xhr = fakeUploads();
    const { user, container } = await renderApp(<AvatarSection me={me} />, { me });
    expect(screen.getByTestId('account-avatar')).toHaveTextContent('CG');

    // The picker is a real button in the tab order; the hidden input only takes the file.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toHaveFocus();
    await user.upload(fileInput(container), png());

    const upload = await xhr.sent(0);
    expect(upload.method).toBe('PUT');
    expect(upload.path).toBe('/api/me/avatar');
    expect(upload.file?.name).toBe('carl.png');

    upload.progress(0.42);
    expect(await screen.findByText('Uploading… 42 %')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    upload.progress(1);
    expect(await screen.findByText('Processing the picture…')).toBeVisible();

    upload.respond(ok({ ...me, avatarUrl: '/api/media/avatars/new.webp' }));
    expect(await screen.findByText('Your picture has been updated.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('avatar-error')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type at once, translated, without sending it', async () => {
    const xhr = fakeUploads();
    const { container } = await renderApp(<AvatarSection me={me} />, { me });
    // A picker set to "all files" lets a GIF through the accept filter.
    fireEvent.change(fileInput(container), {
      target: { files: [new File(['GIF89a'], 'carl.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('This file type is not supported.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(xhr.uploads).toHaveLength(0);
  });

  it('shows the server’s refusal translated, without a pointless retry', async () => {
    fakeUploads({ 'PUT /api/me/avatar': apiError(415, 'UNSUPPORTED_MEDIA_TYPE') });
    const { user, container } = await renderApp(<AvatarSection me={me} />, { me });
    await user.upload(fileInput(container), png());
    const alert = await screen.findByTestId('avatar-error');
    expect(alert).toHaveTextContent('This file type is not supported.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('after a dropped connection, says so and sends the same file again on “Try again”', async () => {
    const xhr = fakeUploads();
    const { user, container } = await renderApp(<AvatarSection me={me} />, { me });
    await user.upload(fileInput(container), png());
    (await xhr.sent(0)).fail();

    const alert = await screen.findByTestId('avatar-error');
    expect(alert).toHaveTextContent('The service cannot be reached. Check your connection and try again.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    const second = await xhr.sent(1);
    expect(second.file?.name).toBe('carl.png');
    expect(screen.queryByTestId('avatar-error')).not.toBeInTheDocument();
    second.respond(ok({ ...me, avatarUrl: '/api/media/avatars/new.webp' }));
    expect(await screen.findByText('Your picture has been updated.')).toBeVisible();
  });

  it('cancels a running upload without an error', async () => {
    const xhr = fakeUploads();
    const { user, container } = await renderApp(<AvatarSection me={me} />, { me });
    await user.upload(fileInput(container), png());
    const upload = await xhr.sent(0);
    upload.progress(0.1);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(upload.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('avatar-error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
  });

  it('removes the picture', async () => {
    const api = fakeApi({ 'DELETE /api/me/avatar': ok({ ...me, avatarUrl: null }) });
    const withPicture = { ...me, avatarUrl: '/api/media/avatars/old.webp' };
    const { user } = await renderApp(<AvatarSection me={withPicture} />, { me: withPicture });
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Your picture has been removed.')).toBeVisible();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /api/me/avatar']);
  });
});

describe('the image upload control when the connection stalls', () => {
  it('gives up after the stall time without progress, with an error and a retry, instead of waiting forever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent: { signal: AbortSignal }[] = [];
    const upload = (_file: File, options: { signal: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => {
        sent.push(options);
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { container } = await renderApp(
      <ImageUpload
        imageUrl={null}
        alt="Picture"
        placeholder="CG"
        upload={upload}
        remove={() => Promise.resolve()}
        imageSize={96}
        imageRadius={96}
        imageTestId="image"
        errorTestId="image-error"
        stallMs={1000}
        labels={{
          upload: 'Upload',
          change: 'Change',
          remove: 'Remove',
          hint: 'Hint',
          uploaded: 'Uploaded',
          removed: 'Removed',
          progress: 'Progress',
          uploading: (percent) => `Uploading ${percent}`,
          processing: 'Processing',
          cancel: 'Cancel',
          retry: 'Try again',
        }}
      />,
    );
    fireEvent.change(fileInput(container), { target: { files: [png()] } });
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(sent[0]!.signal.aborted).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(screen.getByTestId('image-error')).toHaveTextContent('The service cannot be reached.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent).toHaveLength(2);
  });
});
