// What alerts a customer's data raise (pure: the job gathers the data, this decides). Each alert
// carries its unique key — kind, subject (a bill's number, a supply, a request) and period (the
// day or state it is about) — so that the same fact raises it once however often it is evaluated.
import { type AlertKind, alertParameter } from '@portal/shared/alerts';

export interface CandidateAlert {
  kind: AlertKind;
  subject: string;
  period: string;
  /** What the mail and the portal say about it (no token, no upstream id beyond the subject's). */
  facts: Record<string, string | number | null>;
}

/** A kind's setting for a supply: its own when it has one, else the customer's, else on. */
export interface AlertSettingRow {
  kind: AlertKind;
  scope: string;
  enabled: boolean;
  parameter: number | null;
}

export class EffectiveSettings {
  constructor(private readonly rows: readonly AlertSettingRow[]) {}

  private row(kind: AlertKind, supply: string | null): AlertSettingRow | undefined {
    return (
      // A supply's own row is kept as 'idfornitura|pod/pdr'.
      (supply
        ? this.rows.find((r) => r.kind === kind && r.scope.split('|')[1] === supply)
        : undefined) ?? this.rows.find((r) => r.kind === kind && r.scope === '')
    );
  }

  enabled(kind: AlertKind, supply: string | null = null): boolean {
    return this.row(kind, supply)?.enabled ?? true;
  }

  parameter(kind: AlertKind, supply: string | null = null): number | null {
    // A supply set apart without a number of its own takes the customer's number.
    const own = this.row(kind, supply)?.parameter;
    return alertParameter(kind, own ?? this.row(kind, null)?.parameter);
  }
}

const DAY_MS = 86_400_000;
/** A bill already overdue when alerts are turned on is told of if it fell due this recently. */
export const OVERDUE_LOOKBACK_DAYS = 7;

function days(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface BillFact {
  numeroFattura: string;
  dataEmissione: string | null;
  dataScadenza: string | null;
  pagato: boolean;
  totaleApagare: number | null;
  importo: number | null;
  podPdr: string | null;
}

/**
 * (a) A bill issued since alerts were turned on; an unpaid bill due within the customer's N days;
 * an unpaid bill past its due date (one that fell due before alerts were on only if recently).
 */
export function billAlerts(
  bills: readonly BillFact[],
  settings: EffectiveSettings,
  today: string,
  enrolledDay: string,
): CandidateAlert[] {
  const alerts: CandidateAlert[] = [];
  for (const bill of bills) {
    const supply = bill.podPdr;
    const facts = {
      numeroFattura: bill.numeroFattura,
      dataEmissione: bill.dataEmissione,
      dataScadenza: bill.dataScadenza,
      importo: bill.totaleApagare ?? bill.importo,
      podPdr: supply,
    };
    const issued = bill.dataEmissione?.slice(0, 10) ?? null;
    if (
      issued &&
      issued >= enrolledDay &&
      issued <= today &&
      settings.enabled('billIssued', supply)
    ) {
      alerts.push({ kind: 'billIssued', subject: bill.numeroFattura, period: issued, facts });
    }
    const due = bill.dataScadenza?.slice(0, 10) ?? null;
    if (!due || bill.pagato) continue;
    const left = days(today, due);
    const within = settings.parameter('billDue', supply) ?? 0;
    if (left >= 0 && left <= within && settings.enabled('billDue', supply)) {
      alerts.push({
        kind: 'billDue',
        subject: bill.numeroFattura,
        period: due,
        facts: { ...facts, giorni: left },
      });
    }
    if (
      left < 0 &&
      days(enrolledDay, due) >= -OVERDUE_LOOKBACK_DAYS &&
      settings.enabled('billOverdue', supply)
    ) {
      alerts.push({ kind: 'billOverdue', subject: bill.numeroFattura, period: due, facts });
    }
  }
  return alerts;
}

export interface GasContractFact {
  podPdr: string;
  canInsertLettura: boolean;
  finestraLetturaDal: string | null;
  finestraLetturaAl: string | null;
}

/** (b) §5: a gas supply that may be self-read, whose reading window is open today. */
export function selfReadingAlerts(
  contracts: readonly GasContractFact[],
  settings: EffectiveSettings,
  today: string,
): CandidateAlert[] {
  return contracts.flatMap((contract) => {
    const from = contract.finestraLetturaDal?.slice(0, 10);
    const to = contract.finestraLetturaAl?.slice(0, 10);
    if (!contract.canInsertLettura || !from || !to) return [];
    if (today < from || today > to) return [];
    if (!settings.enabled('selfReadingWindow', contract.podPdr)) return [];
    return [
      {
        kind: 'selfReadingWindow' as const,
        subject: contract.podPdr,
        period: from,
        facts: { podPdr: contract.podPdr, dal: from, al: to },
      },
    ];
  });
}

export interface RequestFact {
  /** 'operation', 'writtenRequest' or 'order', with its id: the subject. */
  family: string;
  id: string;
  /** The state's key (as the API sends it). */
  state: string;
  /** When it entered that state, YYYY-MM-DD (or later; the day upstream says). */
  since: string | null;
  podPdr: string | null;
}

/** (c) A request or order that entered a state since alerts were turned on. */
export function requestAlerts(
  requests: readonly RequestFact[],
  settings: EffectiveSettings,
  enrolledDay: string,
): CandidateAlert[] {
  return requests.flatMap((request) => {
    const since = request.since?.slice(0, 10);
    if (!since || since < enrolledDay) return [];
    if (!settings.enabled('requestChanged', request.podPdr)) return [];
    return [
      {
        kind: 'requestChanged' as const,
        subject: `${request.family}:${request.id}`,
        period: request.state,
        facts: {
          famiglia: request.family,
          id: request.id,
          stato: request.state,
          podPdr: request.podPdr,
        },
      },
    ];
  });
}
