// Whether the order pages still have something moving: an order not yet
// decided, a point not yet active or refused. The pages read the API again only while it is so.
import { isConnectionFinal, ORDER_FINAL_STATES } from '@portal/shared/procurement';

export function hasOpenOrder(orders: readonly { state: string }[]): boolean {
  return orders.some((order) => !ORDER_FINAL_STATES.has(order.state as 'ACCEPTED'));
}

export function hasPointOnItsWay(points: readonly { connectionState: string }[]): boolean {
  return points.some((point) => !isConnectionFinal(point.connectionState));
}
