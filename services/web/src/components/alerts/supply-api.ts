// The documents of a supply's own alert settings (docs/api.md "Alerts"): the customer's settings
// with the kinds set apart per supply, a kind set apart for one supply, and a supply (one kind or
// every kind) returned to the customer's general settings. Every answer that shows alerts is
// asked again after a change (showsAlerts: these documents select alertSettings).
import { graphql } from '@/graphql/generated/index.ts';
import type { AlertKind, SupplyAlertSettingsQuery } from '@/graphql/generated/graphql.ts';
import { graphql as request } from '@/lib/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const SUPPLY_ALERT_SETTINGS_QUERY = graphql(`
  query SupplyAlertSettings {
    alertSettings {
      active
      paused
      kinds {
        kind
        enabled
        parameter
        parameterMin
        parameterMax
      }
      supplies {
        supplyId
        pointId
        kind
        enabled
        parameter
      }
    }
  }
`);

export const SET_SUPPLY_ALERT_SETTING = graphql(`
  mutation SetSupplyAlertSetting(
    $kind: AlertKind!
    $enabled: Boolean!
    $parameter: Int
    $supplyId: ID!
  ) {
    setAlertSetting(kind: $kind, enabled: $enabled, parameter: $parameter, supplyId: $supplyId) {
      active
    }
  }
`);

export const CLEAR_SUPPLY_ALERT_SETTING = graphql(`
  mutation ClearSupplyAlertSetting($kind: AlertKind, $supplyId: ID!) {
    clearAlertSetting(kind: $kind, supplyId: $supplyId) {
      active
    }
  }
`);

export type SupplyAlertSettings = SupplyAlertSettingsQuery['alertSettings'];
export type SupplyAlertRow = SupplyAlertSettings['supplies'][number];

export const useSupplyAlertSettings = () => useQuery(SUPPLY_ALERT_SETTINGS_QUERY, {});

export async function setSupplyAlertSetting(
  supplyId: string,
  kind: AlertKind,
  enabled: boolean,
  parameter: number | null,
): Promise<void> {
  await request(SET_SUPPLY_ALERT_SETTING, { supplyId, kind, enabled, parameter });
}

/** One kind of the supply, or every kind of it (kind null), back to the general settings. */
export async function clearSupplyAlertSetting(
  supplyId: string,
  kind: AlertKind | null,
): Promise<void> {
  await request(CLEAR_SUPPLY_ALERT_SETTING, { supplyId, kind });
}

/** The supplies set apart, each with its own kinds, in the order the API lists them. */
export function suppliesSetApart(
  rows: readonly SupplyAlertRow[],
): Array<{ supplyId: string; pointId: string; rows: SupplyAlertRow[] }> {
  const bySupply = new Map<string, { supplyId: string; pointId: string; rows: SupplyAlertRow[] }>();
  for (const row of rows) {
    const entry = bySupply.get(row.supplyId) ?? {
      supplyId: row.supplyId,
      pointId: row.pointId,
      rows: [],
    };
    entry.rows.push(row);
    bySupply.set(row.supplyId, entry);
  }
  return [...bySupply.values()];
}
