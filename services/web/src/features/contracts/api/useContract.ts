// contract(id) of docs/api.md: one contract with its supply and its latest invoices, for the
// contract detail page (§2 /<segment>/<gas|light>/contracts/{id}).
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';

export const CONTRACT_QUERY = graphql(`
  query Contract($id: ID!) {
    contract(id: $id) {
      contract {
        ...ContractFields
      }
      supply {
        ...SupplyPlace
        committedPowerKw
        availablePowerKw
        voltage
        voltageText
        meterClass
        use
        useText
        annualConsumption
        unit
        unitText
      }
      recentInvoices {
        id
        documentNumber
        issueDate
        dueDate
        amount
        paymentState
        paymentStateText
        pointId
      }
    }
  }
`);

export function useContract(id: string | null) {
  return useQuery(CONTRACT_QUERY, id ? { id } : null);
}
