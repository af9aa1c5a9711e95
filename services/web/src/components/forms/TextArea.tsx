// A multi-line text inside a Field (labelled and described by it, like the other controls), a
// note's or a message's height, and the count of what was typed under it, read as part of the
// field's description.
import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { controlLook, useFieldControl } from '../ui/index.ts';
import { Hint } from './layout.ts';

const Area = styled.textarea<{ $size: 'note' | 'message' }>`
  ${controlLook}
  ${({ $size, theme }) =>
    $size === 'message'
      ? css`
          max-width: none;
          min-height: ${theme.space(40)};
        `
      : css`
          min-height: ${theme.space(24)};
        `}
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export function TextArea({
  size = 'note',
  ...props
}: ComponentProps<'textarea'> & {
  /** A short note, or a message as wide as the form. */
  size?: 'note' | 'message';
}) {
  const control = useFieldControl();
  return <Area {...control} {...props} $size={size} />;
}

/** The count of a text area (its id goes in the Field's describedBy). */
export function CharacterCount({ id, children }: { id: string; children: ReactNode }) {
  return <Hint id={id}>{children}</Hint>;
}
