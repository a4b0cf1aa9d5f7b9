import { schemaResolver, useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import type { FieldErrorCode } from '@touchline/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api-client';
import { isFieldErrorCode, withFieldCodes, type StandardSchema } from './field-code-schema';

/** A form-specific sentence for a field's code ('Height must be …'); undefined falls back to `errors:fields.<code>`. */
export type FieldMessage = (field: string, code: FieldErrorCode) => string | undefined;

export interface CodedFormInput<Values> extends Omit<UseFormInput<Values>, 'enhanceGetInputProps'> {
  /** Core's schema for the values: its field codes become the form's errors (unless `validate` is given). */
  schema?: StandardSchema;
  message?: FieldMessage;
}

/** schemaResolver over `schema` with field codes as errors, for forms that shape their values first (trimming). */
export function codeResolver(schema: StandardSchema) {
  return schemaResolver(withFieldCodes(schema), { sync: true });
}

/**
 * codeResolver for a schema that downloads when the form asks for it, for a
 * form on a page that otherwise needs no zod (decision 288): the page does
 * not wait for zod and the schemas. The form starts the download at its
 * first use (`load()`, see useDeferredSubmit) and runs its submit after
 * `load()` settles, so a submit is always checked once the schema is there. Should the download fail, that
 * submit goes to the server unchecked (whose field codes land on the inputs
 * through setServerFieldErrors) and the next one tries again.
 */
export function deferredCodeResolver(loadSchema: () => Promise<StandardSchema>) {
  let resolve: ((values: unknown) => FormErrors) | null = null;
  let loading: Promise<void> | null = null;
  return {
    load(): Promise<void> {
      loading ??= loadSchema().then(
        (schema) => {
          resolve = codeResolver(schema);
        },
        () => {
          loading = null;
        },
      );
      return loading;
    },
    /** The form's `validate`: the schema's field codes once it is there. */
    validate(values: unknown): FormErrors {
      return resolve ? resolve(values) : {};
    },
  };
}

export type DeferredCodeResolver = ReturnType<typeof deferredCodeResolver>;

/**
 * The submit of a form validated through a deferredCodeResolver. The schema
 * starts downloading at the form's first sign of use: a pointer over it or a
 * focus inside it (`formProps`' `onPointerEnter` and `onFocus`), so a page
 * that only shows the form (the player card to an editor) never loads zod
 * (decision 335). `onSubmit` runs `submit` (the form's `form.onSubmit(…)`
 * handler) once the schema is there; `checking` is true meanwhile, for the
 * submit button's spinner.
 *
 *   const { formProps, checking } = useDeferredSubmit(schema, form.onSubmit(save));
 *   <form {...formProps} noValidate>
 */
export function useDeferredSubmit(resolver: DeferredCodeResolver, submit: () => void) {
  const [checking, setChecking] = useState(false);
  const preload = () => void resolver.load();
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setChecking(true);
    void resolver.load().then(() => {
      setChecking(false);
      submit();
    });
  };
  return { formProps: { onSubmit, onFocus: preload, onPointerEnter: preload } satisfies DeferredFormProps, checking };
}

/** What a `<form>` validated through a deferredCodeResolver takes from useDeferredSubmit. */
export interface DeferredFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onPointerEnter: () => void;
}

/**
 * The one way to write a form (decision 262): @mantine/form's useForm,
 * validated by core's zod schema through schemaResolver. Errors are field
 * codes, translated as inputs render (`getInputProps(...).error`), so they
 * follow a language change and never show zod's English.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint useForm itself has
export function useCodedForm<Values extends Record<string, any>>({
  schema,
  message,
  validate,
  ...input
}: CodedFormInput<Values>): UseFormReturnType<Values> {
  const { t } = useTranslation('errors');
  return useForm<Values>({
    ...input,
    validate: validate ?? (schema ? codeResolver(schema) : undefined),
    enhanceGetInputProps: ({ inputProps, field }) => {
      const code: unknown = inputProps.error;
      return isFieldErrorCode(code) ? { error: message?.(field, code) ?? t(`fields.${code}`) } : {};
    },
  });
}

export interface ServerFieldOptions {
  /** A server name (first segment) → the form's, where they differ. */
  rename?: Record<string, string>;
  /**
   * Fields whose nested names keep their whole path ("scores.speed"), for
   * forms that show each nested value on its own input.
   */
  nested?: readonly string[];
}

/**
 * Puts the server's field codes (a 400 VALIDATION_FAILED's `fields`, JSON
 * names such as "sidePositions.1") on the form's inputs, by their first
 * segment (or whole path, see `nested`). Returns the codes that landed
 * (empty when none).
 */
export function setServerFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  { rename = {}, nested = [] }: ServerFieldOptions = {},
): Record<string, FieldErrorCode> {
  if (!isApiError(error)) return {};
  const known = Object.keys(form.getValues() as Record<string, unknown>);
  const errors: Record<string, FieldErrorCode> = {};
  for (const [name, code] of Object.entries(error.fields)) {
    const [head = name, ...rest] = name.split('.');
    const field = rename[head] ?? head;
    if (!known.includes(field)) continue;
    errors[nested.includes(field) && rest.length > 0 ? [field, ...rest].join('.') : field] ??= code;
  }
  if (Object.keys(errors).length > 0) form.setErrors(errors);
  return errors;
}
