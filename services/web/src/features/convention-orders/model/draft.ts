// The order being typed survives a reload: kept in the tab's sessionStorage per
// commodity until it is sent — pure UI state, nothing the server needs. A stored value that does
// not have the form's shape is ignored.
import type { OrderValues } from './order-form.ts';

const KEY = 'portal.conventionOrder.';

const isText = (value: unknown): value is string => typeof value === 'string';

function isValues(value: unknown): value is OrderValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.selected) &&
    v.selected.every(isText) &&
    typeof v.quantities === 'object' &&
    v.quantities !== null &&
    Object.values(v.quantities).every(isText) &&
    Array.isArray(v.newPoints) &&
    v.newPoints.every(
      (p: unknown) =>
        typeof p === 'object' &&
        p !== null &&
        ['key', 'site', 'address', 'postalCode', 'city', 'province', 'quantity'].every((k) =>
          isText((p as Record<string, unknown>)[k]),
        ),
    ) &&
    ['startDate', 'cig', 'cup', 'officeCode', 'note'].every((k) => isText(v[k])) &&
    (v.splitPayment === 'yes' || v.splitPayment === 'no')
  );
}

export function readDraft(scope: string): OrderValues | null {
  try {
    const text = window.sessionStorage.getItem(KEY + scope);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isValues(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(scope: string, values: OrderValues): void {
  try {
    window.sessionStorage.setItem(KEY + scope, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, it just does not survive a reload.
  }
}

export function clearDraft(scope: string): void {
  try {
    window.sessionStorage.removeItem(KEY + scope);
  } catch {
    // nothing kept
  }
}
