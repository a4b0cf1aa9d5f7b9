import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { SectionPanel } from './section-panel';

describe('SectionPanel', () => {
  it('is a section named by its heading, with the actions and the description beside and under it', async () => {
    await renderApp(
      <>
        <SectionPanel title="Videos" actions={<button type="button">Add</button>} description="Links and uploads.">
          <p>content</p>
        </SectionPanel>
        <SectionPanel title="Break" order={3}>
          <p>other</p>
        </SectionPanel>
      </>,
    );
    const videos = screen.getByRole('region', { name: 'Videos' });
    expect(within(videos).getByRole('heading', { level: 2, name: 'Videos' })).toBeInTheDocument();
    expect(within(videos).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(within(videos).getByText('Links and uploads.')).toBeInTheDocument();
    expect(within(videos).getByText('content')).toBeInTheDocument();
    // Two panels, two distinct names: the ids linking heading and section never collide.
    const inner = screen.getByRole('region', { name: 'Break' });
    expect(within(inner).getByRole('heading', { level: 3 })).toHaveTextContent('Break');
    expect(within(inner).queryByText('content')).not.toBeInTheDocument();
  });
});
