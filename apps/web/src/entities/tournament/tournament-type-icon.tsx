import { IconBinoculars, IconRefresh, IconTournament, type IconProps } from '@tabler/icons-react';
import type { TournamentType } from './tournament-types';

const ICONS = { scouting: IconBinoculars, roundRobin: IconRefresh, groupStage: IconTournament } as const;

/** A picture for each tournament type: scouting (eyes on players), round robin (everyone meets), group stage (a tree). */
export function TournamentTypeIcon({ type, ...props }: IconProps & { type: TournamentType }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} />;
}
