import type { ConflictChange } from '../../components/conflict-notice';

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

/** How a form names and shows its fields in the conflict notice. */
export interface FieldText<Values> {
  label: (field: keyof Values & string) => string;
  /** A value as the user reads it ('' for nothing). */
  text: (field: keyof Values & string, values: Values) => string;
}

/**
 * Rebases the form's current values onto `theirs` (see `rebase`), puts the
 * result in the form, and returns the notice's list of what they changed.
 */
export function rebaseForm<Values extends object>(
  form: { getValues: () => Values; setValues: (values: Values) => void },
  fields: readonly (keyof Values & string)[],
  base: Values,
  theirs: Values,
  { label, text }: FieldText<Values>,
): ConflictChange[] {
  const mine = form.getValues();
  const { values, changed, clashes } = rebase(fields, base, mine, theirs);
  form.setValues(values);
  return changed.map((field) => ({
    field,
    label: label(field),
    theirs: text(field, theirs),
    ...(clashes.includes(field) ? { mine: text(field, mine) } : {}),
  }));
}
