// The pieces the order's steps share: a step's heading (focused when the step opens) and its row
// of actions; where the confirmation and the cancel button lead.
import styled from 'styled-components';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StepHeading = styled.h2`
  &:focus {
    outline: none;
  }
`;

export interface OrderLinks {
  orderStatus: string;
  connection: string;
  cancel: string;
}
