/**
 * The word "group" in the app's languages (en, de, fr, es), as a group's
 * name may start with it: the setup names new groups "Group A", "Gruppe A",
 * "Groupe A" or "Grupo A" in the language of whoever set it up.
 */
const GROUP_WORDS = ['group', 'gruppe', 'groupe', 'grupo'];

/**
 * What goes into "Group {{group}}" and "Winner group {{group}}" (decision 422):
 * the group's name without a leading word for "group" in any language, so
 * "Group A" prints as "Gruppe A" in German instead of "Gruppe Group A". A
 * name that is only that word, or does not start with it ("Nord"), stays.
 */
export function groupLabel(name: string): string {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  if (space <= 0) return trimmed;
  const first = trimmed.slice(0, space).toLocaleLowerCase('en');
  const rest = trimmed.slice(space).trim();
  return GROUP_WORDS.includes(first) && rest !== '' ? rest : trimmed;
}
