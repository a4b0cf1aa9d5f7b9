import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { KitClashNotice } from './kit-clash-notice';

describe('KitClashNotice', () => {
  it('names the suggested shirt colour in words, not as a hex code', async () => {
    const onUse = vi.fn();
    const { user } = await renderApp(
      <KitClashNotice
        shirt="#ffffff"
        opponent={{ name: 'FC Nordhafen', shirt: '#fafafa', shorts: '#ffffff' }}
        onUse={onUse}
      />,
    );
    const use = screen.getByTestId('use-suggestion');
    expect(use).toHaveTextContent('Use black');
    expect(use).not.toHaveTextContent('#');
    await user.click(use);
    expect(onUse).toHaveBeenCalledWith('#000000');
  });

  it("never suggests a colour that clashes with the team's own shorts", async () => {
    await renderApp(
      <KitClashNotice
        shirt="#ffffff"
        shorts="#000000"
        opponent={{ name: 'FC Nordhafen', shirt: '#fafafa', shorts: '#ffffff' }}
        onUse={() => {}}
      />,
    );
    expect(screen.getByTestId('use-suggestion')).not.toHaveTextContent('Use black');
  });
});
