// A native select on the tokens: the platform's own list on a phone, 44 px tall,
// a drawn chevron in the text colour; inside a Field it is labelled and described by it.
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlLook, useFieldControl } from './Field.tsx';

const Frame = styled.span`
  position: relative;
  display: inline-block;
  width: 100%;
  max-width: ${({ theme }) => theme.size.fieldMax};
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space(4)};
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-right: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.text};
    border-bottom: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.text};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlLook}
  appearance: none;
  padding-right: ${({ theme }) => theme.space(10)};
  cursor: pointer;
`;

export function Select(props: ComponentProps<'select'>) {
  const control = useFieldControl();
  return (
    <Frame>
      <NativeSelect {...control} {...props} />
    </Frame>
  );
}
