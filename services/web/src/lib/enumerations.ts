// Upstream's enumerations at render: the API sends a key, the reader gets it in
// their language from the message files (enums.<name>.<KEY>); a value the portal does not know
// (OTHER) is shown as upstream wrote it.
import { enumerationLabelKey, type EnumerationName } from '@portal/shared/enumerations';
import type { TFunction } from 'i18next';

export function enumerationText(
  t: TFunction,
  name: EnumerationName,
  key: string | null | undefined,
  text: string | null | undefined,
): string {
  const labelKey = key ? enumerationLabelKey(name, key) : null;
  return labelKey ? t(labelKey) : (text ?? '');
}
