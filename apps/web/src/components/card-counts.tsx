import type { CardTally } from '@touchline/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './card-counts.module.css';

const KINDS = ['yellow', 'secondYellow', 'red'] as const;

/**
 * Cards of a player, a side or a phase in words, "1 yellow · 1 red", each
 * after a small card of its colour; "–" when there are none. The words carry
 * the meaning, so it reads without telling colours apart and in sunlight (the
 * coloured text it replaces was yellow on white). Used by the tournament
 * statistics and the player card's "Tournaments" section.
 */
export function CardCounts({ cards }: { cards: CardTally }) {
  const { t } = useTranslation();
  const kinds = KINDS.filter((kind) => cards[kind] > 0);
  if (kinds.length === 0) {
    return (
      <span aria-label={t('cards.none')} title={t('cards.none')} data-testid="card-counts">
        –
      </span>
    );
  }
  return (
    <span data-testid="card-counts">
      {kinds.map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 && ' · '}
          <span className={classes.count}>
            <span className={classes.glyph} data-kind={kind} aria-hidden />
            {t(`cards.${kind}`, { count: cards[kind] })}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
