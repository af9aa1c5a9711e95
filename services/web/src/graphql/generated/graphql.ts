/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContractStatus =
  | 'ACCEPTED'
  | 'ACTIVATING'
  | 'ACTIVE'
  | 'CEASED'
  | 'EXPIRING'
  | 'PROCESSING'
  | 'SUSPENDED'
  | 'TRANSMITTED'
  | 'UNKNOWN';

export type Utility =
  | 'GAS'
  | 'POWER';

export type RetailDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type RetailDashboardQuery = { retailDashboard: { totalToPay: number, billsToPay: Array<{ id: string, documentNumber: string, issueDate: string, dueDate: string | null, amountToPay: number, utility: Utility, paid: boolean }>, supplies: Array<{ id: string, utility: Utility, pointId: string, address: string, locality: string | null, province: string | null, status: ContractStatus, greenEnergy: boolean }>, notifications: Array<{ id: string, date: string, title: string, body: string, read: boolean }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RetailDashboardDocument = new TypedDocumentString(`
    query RetailDashboard {
  retailDashboard {
    totalToPay
    billsToPay {
      id
      documentNumber
      issueDate
      dueDate
      amountToPay
      utility
      paid
    }
    supplies {
      id
      utility
      pointId
      address
      locality
      province
      status
      greenEnergy
    }
    notifications {
      id
      date
      title
      body
      read
    }
  }
}
    `) as unknown as TypedDocumentString<RetailDashboardQuery, RetailDashboardQueryVariables>;