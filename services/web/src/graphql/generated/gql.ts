/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RetailDashboard {\n    retailDashboard {\n      totalToPay\n      billsToPay {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amountToPay\n        utility\n        paid\n      }\n      supplies {\n        id\n        utility\n        pointId\n        address\n        locality\n        province\n        status\n        greenEnergy\n      }\n      notifications {\n        id\n        date\n        title\n        body\n        read\n      }\n    }\n  }\n": typeof types.RetailDashboardDocument,
};
const documents: Documents = {
    "\n  query RetailDashboard {\n    retailDashboard {\n      totalToPay\n      billsToPay {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amountToPay\n        utility\n        paid\n      }\n      supplies {\n        id\n        utility\n        pointId\n        address\n        locality\n        province\n        status\n        greenEnergy\n      }\n      notifications {\n        id\n        date\n        title\n        body\n        read\n      }\n    }\n  }\n": types.RetailDashboardDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetailDashboard {\n    retailDashboard {\n      totalToPay\n      billsToPay {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amountToPay\n        utility\n        paid\n      }\n      supplies {\n        id\n        utility\n        pointId\n        address\n        locality\n        province\n        status\n        greenEnergy\n      }\n      notifications {\n        id\n        date\n        title\n        body\n        read\n      }\n    }\n  }\n"): typeof import('./graphql.js').RetailDashboardDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
