import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLabels } from '../../../../entities/tournament/game-labels';
import { roundLabel, sideLabel } from './bracket-labels';
import { matchOutcome, type BracketMatch, type BracketSide, type BracketView } from './bracket-model';
import classes from './bracket.module.css';

const BOX_WIDTH = 210;
const SLOT_HEIGHT = 24;
const BOX_HEIGHT = 18 + 2 * SLOT_HEIGHT;
const ROW_GAP = 18;
const COLUMN_GAP = 44;
const HEADER = 34;
const ZOOMS = [0.6, 0.8, 1, 1.25, 1.5] as const;
const MAX_CHARS = 26;

function short(text: string): string {
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
}

/**
 * The knockout tree as a drawing (SVG): one column per round, named
 * (quarter-final, semi-final, final …), byes drawn as dashed boxes whose team
 * goes straight on, open slots named after where their team comes from. It is
 * wider than a phone: it scrolls sideways and zooms. A list of the same
 * matches follows for screen readers.
 */
export function BracketDrawing({ view, labels }: { view: BracketView; labels: GameLabels }) {
  const { t } = useTranslation('tournaments');
  const titleId = useId();
  const [zoom, setZoom] = useState(2);
  const scale = ZOOMS[zoom] ?? 1;
  const firstRound = view.size / 2;
  const unit = BOX_HEIGHT + ROW_GAP;
  const width = view.rounds.length * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP + 2;
  const height = HEADER + firstRound * unit;
  const wildcards = view.rounds[0]?.matches
    .flatMap((m) => [m.side1, m.side2])
    .filter((s) => s.kind === 'placeholder' && s.source.kind === 'wildcard').length;

  const x = (round: number) => 1 + (round - 1) * (BOX_WIDTH + COLUMN_GAP);
  const centre = (round: number, position: number) => HEADER + (position + 0.5) * 2 ** (round - 1) * unit;
  const top = (m: BracketMatch) => centre(m.round, m.position) - BOX_HEIGHT / 2;
  const side = (s: BracketSide) => sideLabel(t, s, wildcards ?? 0);
  /**
   * The box's first line: the match number with its kick-off and pitch, or,
   * while it runs, "Live" in the kick-off's place (the box has room for one).
   */
  const metaLine = (m: BracketMatch, live: boolean) => {
    if (m.bye) return t('bracket.bye');
    const number = m.number !== null ? t('bracket.match', { number: m.number }) : '';
    const pitch = m.game?.pitch != null ? t('schedule.pitch', { pitch: m.game.pitch }) : '';
    const when =
      m.game?.date && m.game.start !== null
        ? `${labels.day(m.game.date)} ${labels.time(m.game.start)}`
        : t('bracket.timeToBeSet');
    return (live ? [t('bracket.live'), number, pitch] : [number, when, pitch]).filter(Boolean).join(' · ');
  };
  /** "Match 3: A – B", with the score, the shootout and "live" once it kicked off. */
  const matchText = (m: BracketMatch) => {
    const pairing = `${t('bracket.match', { number: m.number ?? 0 })}: ${side(m.side1)} – ${side(m.side2)}`;
    const { live, score, winner } = matchOutcome(m.game);
    if (!score) return pairing;
    const result = `${pairing} ${score[0]}:${score[1]}`;
    if (live) return `${result} (${t('bracket.live')})`;
    return winner === null
      ? result
      : `${result}, ${t('bracket.winner', { team: side(winner === 1 ? m.side1 : m.side2) })}`;
  };

  return (
    <div>
      <ZoomControls zoom={zoom} onZoom={setZoom} />
      <div className={classes.scroller} tabIndex={0} role="region" aria-labelledby={titleId}>
        <svg
          className={classes.svg}
          width={width * scale}
          height={height * scale}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={titleId}
          data-testid="bracket"
        >
          <title id={titleId}>{t('bracket.caption', { count: view.entrants })}</title>
          {view.rounds.map((round) => (
            <text
              key={`h${round.round}`}
              className={classes.roundName}
              x={x(round.round) + BOX_WIDTH / 2}
              y={20}
              textAnchor="middle"
            >
              {roundLabel(t, round.name, round.round)}
            </text>
          ))}
          {view.rounds.slice(0, -1).flatMap((round) =>
            round.matches.map((m) => {
              const fromX = x(m.round) + BOX_WIDTH;
              const fromY = centre(m.round, m.position);
              const toX = x(m.round + 1);
              const toY = centre(m.round + 1, Math.floor(m.position / 2));
              const midX = fromX + COLUMN_GAP / 2;
              return (
                <path
                  key={`c${m.key}`}
                  className={classes.connector}
                  d={`M${fromX} ${fromY}H${midX}V${toY}H${toX}`}
                  data-bye={m.bye || undefined}
                />
              );
            }),
          )}
          {view.rounds.flatMap((round) =>
            round.matches.map((m) => (
              <MatchBox
                key={m.key}
                match={m}
                x={x(m.round)}
                y={top(m)}
                metaLine={metaLine}
                matchText={matchText}
                side={side}
              />
            )),
          )}
        </svg>
      </div>
      <VisuallyHidden>
        <ol>
          {view.rounds.map((round) => (
            <li key={round.round}>
              {roundLabel(t, round.name, round.round)}
              <ul>
                {round.matches.map((m) => (
                  <li key={m.key}>{m.bye ? t('bracket.byeLine', { team: side(m.side1) }) : matchText(m)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </VisuallyHidden>
    </div>
  );
}

function ZoomControls({ zoom, onZoom }: { zoom: number; onZoom: (change: (zoom: number) => number) => void }) {
  const { t } = useTranslation('tournaments');
  const scale = ZOOMS[zoom] ?? 1;
  return (
    <Group justify="flex-end" gap={4} mb={4}>
      <Text size="xs" c="dimmed" mr={4}>
        {t('bracket.zoom.label')} {Math.round(scale * 100)} %
      </Text>
      <ActionIcon
        variant="default"
        onClick={() => onZoom((z) => Math.max(0, z - 1))}
        disabled={zoom === 0}
        aria-label={t('bracket.zoom.out')}
      >
        <IconZoomOut size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        onClick={() => onZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
        disabled={zoom === ZOOMS.length - 1}
        aria-label={t('bracket.zoom.in')}
      >
        <IconZoomIn size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** One match of the drawing: its first line, both sides and, once it kicked off, the score. */
function MatchBox({
  match: m,
  x,
  y,
  metaLine,
  matchText,
  side,
}: {
  match: BracketMatch;
  x: number;
  y: number;
  metaLine: (m: BracketMatch, live: boolean) => string;
  matchText: (m: BracketMatch) => string;
  side: (s: BracketSide) => string;
}) {
  const { t } = useTranslation('tournaments');
  const outcome = matchOutcome(m.game);
  const meta = metaLine(m, outcome.live);
  return (
    <g
      transform={`translate(${x} ${y})`}
      className={classes.match}
      data-bye={m.bye || undefined}
      data-live={outcome.live || undefined}
      data-testid={m.bye ? 'bracket-bye' : 'bracket-match'}
    >
      <title>{m.bye ? t('bracket.byeLine', { team: side(m.side1) }) : matchText(m)}</title>
      <rect className={classes.box} width={BOX_WIDTH} height={BOX_HEIGHT} rx={6} />
      <text className={classes.meta} x={8} y={13}>
        {meta}
      </text>
      {[m.side1, m.side2].map((s, i) => (
        <g key={i} transform={`translate(0 ${18 + i * SLOT_HEIGHT})`}>
          <line className={classes.divider} x1={0} x2={BOX_WIDTH} y1={0} y2={0} />
          <text
            className={classes.side}
            data-kind={s.kind}
            data-result={outcome.winner === null ? undefined : outcome.winner === i + 1 ? 'won' : 'lost'}
            x={8}
            y={SLOT_HEIGHT / 2 + 4}
          >
            {short(side(s))}
          </text>
          {outcome.score && (
            <text
              className={classes.score}
              data-testid="bracket-score"
              x={BOX_WIDTH - 8}
              y={SLOT_HEIGHT / 2 + 4}
              textAnchor="end"
            >
              {outcome.score[i]}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
