import type { FieldErrorCode } from '@touchline/core';
import { useTranslation } from 'react-i18next';

/**
 * A new password's length codes (TOO_SMALL / TOO_BIG from core's schema, the
 * bounds MIN/MAX_PASSWORD_LENGTH) in the sentences the API uses for the same
 * refusal (`errors:codes.PASSWORD_TOO_SHORT` / `_LONG`), for the register
 * form and the change of password; undefined leaves the code to
 * `errors:fields.<code>`.
 */
export function useNewPasswordMessage(): (code: FieldErrorCode) => string | undefined {
  const { t } = useTranslation('errors');
  return (code) => {
    if (code === 'TOO_SMALL') return t('codes.PASSWORD_TOO_SHORT');
    if (code === 'TOO_BIG') return t('codes.PASSWORD_TOO_LONG');
    return undefined;
  };
}
