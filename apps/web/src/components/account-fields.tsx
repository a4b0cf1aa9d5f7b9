import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { MAX_DISPLAY_NAME_LENGTH } from '@touchline/core';

/**
 * The display name, where registration and the account page ask for it: one
 * rule (core's MAX_DISPLAY_NAME_LENGTH), the browser's nickname suggestion,
 * required without an asterisk (every field of those forms is).
 */
export function DisplayNameInput(props: TextInputProps) {
  return (
    <TextInput autoComplete="nickname" required withAsterisk={false} maxLength={MAX_DISPLAY_NAME_LENGTH} {...props} />
  );
}

interface PasswordFieldProps extends PasswordInputProps {
  /** `current`: the browser may fill the saved one; `new`: the browser may suggest one. */
  kind: 'current' | 'new';
}

/** A password the user types (sign-in, registration, changing it): required, autocomplete by kind. */
export function PasswordField({ kind, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      required
      withAsterisk={false}
      {...props}
    />
  );
}
