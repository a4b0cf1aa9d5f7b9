import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { LabelledSegmentedControl } from './labelled-segmented-control';

describe('LabelledSegmentedControl', () => {
  it('is a choice named by its visible label, with its description under it', async () => {
    await renderApp(
      <>
        <LabelledSegmentedControl label="Team" data={['Nord', 'Süd']} defaultValue="Nord" />
        <LabelledSegmentedControl label="Tie-break" description="Head-to-head first." data={['FIFA', 'UEFA']} />
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Team' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Tie-break' })).toBeInTheDocument();
    expect(screen.getByText('Head-to-head first.')).toBeInTheDocument();
  });
});
