import { isLevel, type Actor, type Me } from '@touchline/core';
import { useMe } from './get-me';

export function toActor(me: Me | null): Actor | null {
  return me && isLevel(me.level) ? { id: me.id, level: me.level, clubIds: me.clubIds } : null;
}

/** The signed-in user as core's access policy sees them (null when signed out). */
export function useActor(): Actor | null {
  return toActor(useMe());
}
