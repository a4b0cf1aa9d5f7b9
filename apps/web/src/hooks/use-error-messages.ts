import type { FieldErrorCode } from '@touchline/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

export interface ErrorMessages {
  /** Any failure as a translated sentence; the server's own text is never shown. */
  errorMessage: (error: unknown) => string;
  /** A field's problem, e.g. REQUIRED → 'Required.' */
  fieldMessage: (code: FieldErrorCode) => string;
  /** The server's field code for `name`, translated, if the error carries one. */
  serverFieldMessage: (error: unknown, name: string) => string | undefined;
}

export function useErrorMessages(): ErrorMessages {
  const { t } = useTranslation('errors');
  return useMemo(
    () => ({
      errorMessage: (error) => (isApiError(error) ? t(`codes.${error.code}`) : t('codes.INTERNAL_ERROR')),
      fieldMessage: (code) => t(`fields.${code}`),
      serverFieldMessage: (error, name) => {
        const code = isApiError(error) ? error.fields[name] : undefined;
        return code ? t(`fields.${code}`) : undefined;
      },
    }),
    [t],
  );
}
