// retailDashboard of docs/api.md: bills to pay, total, supplies, latest notifications.
import type { ContractStatusCode } from '@portal/shared/status';
import useSWR from 'swr';
import { graphqlFetcher } from '@/lib/graphql.ts';

export const RETAIL_DASHBOARD_QUERY = `query RetailDashboard {
  retailDashboard {
    totalToPay
    billsToPay { id documentNumber issueDate dueDate amountToPay utility paid }
    supplies { id utility pointId address locality province status greenEnergy }
    notifications { id date title body read }
  }
}`;

export interface DashboardBill {
  id: string;
  documentNumber: string;
  issueDate: string;
  dueDate: string | null;
  amountToPay: number;
  utility: 'GAS' | 'POWER';
  paid: boolean;
}

export interface DashboardSupply {
  id: string;
  utility: 'GAS' | 'POWER';
  pointId: string;
  address: string;
  locality: string | null;
  province: string | null;
  /** §4 state key (issue 18 item 4: never upstream's Italian word). */
  status: ContractStatusCode;
  greenEnergy: boolean;
}

export interface DashboardNotification {
  id: string;
  date: string;
  title: string;
  body: string;
  read: boolean;
}

export interface RetailDashboard {
  totalToPay: number;
  billsToPay: DashboardBill[];
  supplies: DashboardSupply[];
  notifications: DashboardNotification[];
}

export function useRetailDashboard() {
  return useSWR<
    { retailDashboard: RetailDashboard },
    Error,
    readonly [string, Record<string, unknown>]
  >([RETAIL_DASHBOARD_QUERY, {}] as const, graphqlFetcher);
}
