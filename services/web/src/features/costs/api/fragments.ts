// The figures the costs pages read of a month and of a period, named once and spread by the
// queries of this folder (the generated documents carry the fragments with them).
import { graphql } from '@/graphql/generated/index.ts';

export const COSTS_FIGURES = graphql(`
  fragment CostsFigures on PeriodFigures {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
  }
`);

export const COSTS_MONTH_FIELDS = graphql(`
  fragment CostsMonthFields on CostsMonth {
    month
    current {
      quantity
      f1
      f2
      f3
      cost
      costWithVat
      supplyCount
      estimatedSupplyCount
    }
    previous {
      quantity
      f1
      f2
      f3
      cost
      costWithVat
      supplyCount
      estimatedSupplyCount
    }
  }
`);
