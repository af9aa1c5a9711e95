// What a public body's convention raises (decision 0024; pure: the job gathers, this decides): the
// quantity left of a convention — available over the maximum, as the convention page shows it —
// under the percentage the customer set. Once per convention and percentage.
import type { CandidateAlert, EffectiveSettings } from './evaluate.ts';

export interface ConventionQuantity {
  id: string;
  code: string;
  name: string;
  /** 'POWER' or 'GAS'. */
  utility: string;
  maxQuantity: number;
  availableQuantity: number;
  unit: string;
}

export function conventionAlerts(
  conventions: readonly ConventionQuantity[],
  settings: EffectiveSettings,
): CandidateAlert[] {
  if (!settings.enabled('conventionQuantity')) return [];
  const threshold = settings.parameter('conventionQuantity') ?? 0;
  return conventions.flatMap((c) => {
    if (!(c.maxQuantity > 0)) return [];
    const left = (Math.max(0, c.availableQuantity) / c.maxQuantity) * 100;
    if (left >= threshold) return [];
    return [
      {
        kind: 'conventionQuantity' as const,
        subject: `convention:${c.id}`,
        period: `below:${threshold}`,
        facts: {
          convenzione: c.code,
          nome: c.name,
          commodity: c.utility,
          disponibile: c.availableQuantity,
          massimo: c.maxQuantity,
          unita: c.unit,
          residuo: Math.round(left * 10) / 10,
          soglia: threshold,
        },
      },
    ];
  });
}
