import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { CardCounts } from './card-counts';

describe('CardCounts', () => {
  it('names each kind of card with its count, leaving out kinds with none', async () => {
    await renderApp(<CardCounts cards={{ yellow: 2, secondYellow: 0, red: 1 }} />);
    expect(screen.getByTestId('card-counts')).toHaveTextContent(/^2 yellows · 1 red$/);
  });

  it('shows a dash, named "No cards", when there are none', async () => {
    await renderApp(<CardCounts cards={{ yellow: 0, secondYellow: 0, red: 0 }} />);
    expect(screen.getByLabelText('No cards')).toHaveTextContent('–');
  });
});
