/**
 * A save refused with 409 CONFLICT (someone saved a newer version first):
 * the form is rebased onto their version. Fields the user left alone take
 * the new values; the user's own edits stay; the notice lists what they
 * changed, and where both changed a field differently, both values.
 */
export interface Rebased<Values> {
  /** The form's new values: theirs, with the user's edits on top. */
  values: Values;
  /** Fields the other save changed. */
  changed: (keyof Values & string)[];
  /** Changed by both, to different values: the user's edit is kept but differs from theirs. */
  clashes: (keyof Values & string)[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function rebase<Values extends object>(
  fields: readonly (keyof Values & string)[],
  base: Values,
  mine: Values,
  theirs: Values,
): Rebased<Values> {
  const values = { ...mine };
  const changed: (keyof Values & string)[] = [];
  const clashes: (keyof Values & string)[] = [];
  for (const field of fields) {
    const edited = !same(mine[field], base[field]);
    if (!edited) values[field] = theirs[field];
    if (same(theirs[field], base[field])) continue;
    changed.push(field);
    if (edited && !same(mine[field], theirs[field])) clashes.push(field);
  }
  return { values, changed, clashes };
}
