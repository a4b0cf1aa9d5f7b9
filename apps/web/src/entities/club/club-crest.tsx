import { Avatar } from '@mantine/core';
import type { Club } from '@touchline/core';

/**
 * A club's crest, or its initials on the brand colour when it has none: the
 * club list, the club page and the player card show it alike (and later the
 * tournaments). Decorative (alt ""): the club's name is always beside it.
 */
export function ClubCrest({ club, size = 28 }: { club: Pick<Club, 'name' | 'crestUrl'>; size?: number }) {
  return (
    <Avatar
      src={club.crestUrl}
      name={club.name}
      color="pitch"
      variant="light"
      radius="sm"
      size={size}
      alt=""
      data-testid="club-crest"
      data-crest={club.crestUrl ? 'yes' : 'no'}
      styles={{ image: { objectFit: 'contain' } }}
    />
  );
}
