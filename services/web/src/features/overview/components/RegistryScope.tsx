// Which registries the overview adds up, for a customer with several (a consortium's members): the
// one selected in the header by default, another one, or all of them. The choice lives in the
// address (?registry=<id>|all), so a reload or a shared link keeps it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, Select } from '@/components/ui/index.ts';

export const ALL_REGISTRIES = 'all';

export interface RegistryChoice {
  id: string;
  name: string;
}

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.fieldMax};
`;

export function RegistryScope({
  registries,
  value,
  onChange,
}: {
  registries: readonly RegistryChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Narrow>
      <Field id={id} label={t('overview.scope.label')} hint={t('overview.scope.hint')}>
        <Select value={value} onChange={(event) => onChange(event.target.value)}>
          {registries.map((registry) => (
            <option key={registry.id} value={registry.id} translate="no">
              {registry.name}
            </option>
          ))}
          <option value={ALL_REGISTRIES}>{t('overview.scope.all')}</option>
        </Select>
      </Field>
    </Narrow>
  );
}
