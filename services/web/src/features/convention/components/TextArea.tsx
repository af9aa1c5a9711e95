// A multi-line text on the shared field wiring (the registry correction's note): inside a Field
// it is labelled and described by it, and looks like the other controls.
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlLook, useFieldControl } from '@/components/ui/index.ts';

const Area = styled.textarea`
  ${controlLook}
  min-height: ${({ theme }) => theme.space(24)};
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export function TextArea(props: ComponentProps<'textarea'>) {
  const control = useFieldControl();
  return <Area {...control} {...props} />;
}
