import { Avatar, type AvatarProps } from '@mantine/core';
import type { Player } from '@touchline/core';
import { fullName } from '../../lib/format';

/**
 * A player's photo as a small round avatar, or the initials. `photoUrl` is a
 * personal detail (docs/product/personal-details.md): the server only sends it to callers who
 * may see it, so a player whose details are hidden always shows initials.
 */
export function PlayerAvatar({
  player,
  size = 'sm',
  ...props
}: { player: Pick<Player, 'firstName' | 'lastName' | 'photoUrl'> } & Omit<AvatarProps, 'src' | 'name'>) {
  return (
    <Avatar
      src={player.photoUrl ?? null}
      name={fullName(player)}
      color="initials"
      size={size}
      alt=""
      data-testid="player-avatar"
      data-photo={player.photoUrl ? 'yes' : 'no'}
      {...props}
    />
  );
}
