// A customer's alert settings in the store: one row per kind and scope ('' for every supply, else
// a supply's pod/pdr), each on or off with its tuned parameter.
import type { AlertKind } from '@portal/shared/alerts';
import { alertParameter, isAlertKind } from '@portal/shared/alerts';
import type { Sql } from '../../store/store.ts';
import type { AlertSettingRow } from './evaluate.ts';

export async function settingsOf(sql: Sql, customer: string): Promise<AlertSettingRow[]> {
  const rows = await sql.query<{
    kind: string;
    scope: string;
    enabled: boolean;
    parameter: number | null;
  }>(
    `SELECT kind, scope, enabled, parameter::float8 AS parameter FROM alert_settings
     WHERE customer = $1 ORDER BY kind, scope`,
    [customer],
  );
  return rows.flatMap((row) => (isAlertKind(row.kind) ? [{ ...row, kind: row.kind }] : []));
}

export async function saveSetting(
  sql: Sql,
  customer: string,
  setting: { kind: AlertKind; scope: string; enabled: boolean; parameter: number | null },
): Promise<void> {
  const parameter =
    setting.parameter === null ? null : alertParameter(setting.kind, setting.parameter);
  await sql.query(
    `INSERT INTO alert_settings (customer, kind, scope, enabled, parameter) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer, kind, scope) DO UPDATE SET enabled = excluded.enabled,
       parameter = coalesce(excluded.parameter, alert_settings.parameter), updated_at = now()`,
    [customer, setting.kind, setting.scope, setting.enabled, parameter],
  );
}

/** One kind of a supply, or every kind of it (kind null), back to the customer's settings. */
export async function clearSetting(
  sql: Sql,
  customer: string,
  setting: { kind: AlertKind | null; scope: string },
): Promise<void> {
  if (setting.scope === '') throw new Error('only a supply’s own settings are cleared');
  await sql.query(
    `DELETE FROM alert_settings WHERE customer = $1 AND scope = $2 AND ($3::text IS NULL OR kind = $3)`,
    [customer, setting.scope, setting.kind],
  );
}
