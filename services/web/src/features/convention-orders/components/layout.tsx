// Where the order's confirmation and its cancel button lead (the order status and connection
// pages of the scheme, the scheme's overview).
export interface OrderLinks {
  orderStatus: string;
  connection: string;
  cancel: string;
}
