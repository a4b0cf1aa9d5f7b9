import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/country-options';

type CountrySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (code: string | null) => void;
};

/** Searchable country select: ISO codes as values, names in the UI language (Intl.DisplayNames). */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const data = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(code) => onChange(code || null)}
      limit={300}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
