import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMe, aPlayer } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { PlayerPhoto } from './player-photo';

describe('the card’s photo', () => {
  it('shows only the image to someone who may not edit the player, with no upload code to wait for', async () => {
    await renderApp(<PlayerPhoto player={aPlayer()} canEdit={false} />, { me: aMe() });
    expect(screen.getByTestId('player-photo')).toBeInTheDocument();
    expect(screen.queryByTestId('player-photo-loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('holds the controls’ place, not usable, until their code is there; then the editor can upload', async () => {
    await renderApp(<PlayerPhoto player={aPlayer()} canEdit />, { me: aMe() });
    const placeholder = screen.getByTestId('player-photo-loading');
    expect(placeholder).toHaveTextContent('Upload photo');
    expect(placeholder).toHaveTextContent('JPEG, PNG or WebP');
    // Seen but not yet a button anyone can reach.
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Upload photo' })).toBeEnabled();
    expect(screen.queryByTestId('player-photo-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('player-photo')).toBeInTheDocument();
  });
});
