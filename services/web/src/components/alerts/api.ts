// The alerts' documents (docs/api.md "Alerts"): the customer's settings, the alerts raised for
// them and marking them read. Every answer that shows alerts is asked again after a change.
import { graphql } from '@/graphql/generated/index.ts';
import type { AlertKind } from '@/graphql/generated/graphql.ts';
import { graphql as request } from '@/lib/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const ALERTS_UNREAD_QUERY = graphql(`
  query AlertsUnread {
    alerts(first: 1) {
      unreadCount
    }
  }
`);

export const ALERT_SETTINGS_QUERY = graphql(`
  query AlertSettings {
    alertSettings {
      active
      paused
      email
      kinds {
        kind
        enabled
        parameter
        parameterMin
        parameterMax
      }
    }
  }
`);

export const SET_ALERTS_ACTIVE = graphql(`
  mutation SetAlertsActive($active: Boolean!) {
    setAlertsActive(active: $active) {
      active
      paused
    }
  }
`);

export const SET_ALERT_SETTING = graphql(`
  mutation SetAlertSetting($kind: AlertKind!, $enabled: Boolean!, $parameter: Int) {
    setAlertSetting(kind: $kind, enabled: $enabled, parameter: $parameter) {
      active
    }
  }
`);

export const MARK_ALERTS_READ = graphql(`
  mutation MarkAlertsRead {
    markAlertsRead
  }
`);

export const useUnreadAlerts = () =>
  useQuery(ALERTS_UNREAD_QUERY, {}, { refreshInterval: 5 * 60_000 });
export const useAlertSettings = () => useQuery(ALERT_SETTINGS_QUERY, {});

export async function setAlertsActive(active: boolean): Promise<void> {
  await request(SET_ALERTS_ACTIVE, { active });
}

export async function setAlertSetting(
  kind: AlertKind,
  enabled: boolean,
  parameter: number | null,
): Promise<void> {
  await request(SET_ALERT_SETTING, { kind, enabled, parameter });
}

export async function markAlertsRead(): Promise<number> {
  return (await request(MARK_ALERTS_READ, {})).markAlertsRead;
}

/** Whether an SWR key is a GraphQL document that selects alerts or their settings. */
export function showsAlerts(key: unknown): boolean {
  return Array.isArray(key) && /\balerts?\b|\balertSettings\b/.test(String(key[0]));
}
