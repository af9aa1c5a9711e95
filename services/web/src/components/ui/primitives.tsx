// Small building blocks shared by every page, on the theme's tokens: buttons and
// links that look like buttons (at least 44 px, WCAG 2.5.5), cards, a vertical stack, §4 status
// badges, alerts and the skeleton block.
import type { Tone } from '@portal/shared/status';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../theme.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

const buttonLook = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: ${({ theme }) => theme.border.thick} solid
    ${({ theme, $variant }) =>
      $variant === 'danger'
        ? theme.color.danger
        : $variant === 'quiet'
          ? 'transparent'
          : theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.link};
          &:hover {
            background: ${theme.color.accent};
            color: ${theme.color.linkHover};
          }
        `;
      case 'quiet':
        return css`
          background: transparent;
          color: ${theme.color.link};
          text-decoration: underline;
          &:hover {
            background: ${theme.color.accent};
            color: ${theme.color.linkHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.surface};
          &:hover {
            background: ${theme.color.text};
            border-color: ${theme.color.text};
          }
        `;
      default:
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
          &:hover {
            background: ${theme.color.primaryHover};
            border-color: ${theme.color.primaryHover};
            color: ${theme.color.primaryText};
          }
        `;
    }
  }}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* Nothing to press on paper. */
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`;

/** A button; `type="button"` unless told, so it never submits a form by accident. */
export const Button = styled.button.attrs<{ type?: string }>((props) => ({
  type: props.type ?? 'button',
}))<{
  $variant?: ButtonVariant;
}>`
  ${buttonLook}
`;

/** A navigation inside the client that looks like a button. */
export const LinkButton = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/** A full-page navigation (to the BFF, a file) that looks like a button. */
export const AnchorButton = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

export const Card = styled.section<{ $padding?: number }>`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme, $padding = 4 }) => theme.space($padding)};
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $padding = 5 }) => theme.space($padding)};
  }
  > h2:first-child,
  > h3:first-child {
    margin-top: 0;
  }
  ${({ theme }) => theme.media.print} {
    box-shadow: none;
    break-inside: avoid;
  }
`;

/**
 * Children one under the other. `$gap` counts steps of the 4 px grid (theme.space): 4 = 16 px,
 * the default.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  > h1,
  > p {
    margin: 0;
  }
`;

/** A §4 status in words and its tone's colours (the word carries the meaning, not the colour). */
export const StatusBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.border.thin} solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  /* One line where there is room; on a phone with large text a long state wraps instead of
     pushing the page sideways (text zoom 200 %, WCAG 1.4.4 and 1.4.10). */
  max-width: 100%;
  ${({ theme }) => theme.media.md} {
    white-space: nowrap;
  }
  color: ${({ theme, $tone }) => theme.tone[$tone].fg};
  background: ${({ theme, $tone }) => theme.tone[$tone].bg};
`;

export const Alert = styled.div<{ $tone?: 'error' | 'info' }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border-left: ${({ theme }) => theme.border.accent} solid
    ${({ theme, $tone }) => ($tone === 'info' ? theme.color.primary : theme.color.danger)};
  background: ${({ theme, $tone }) =>
    $tone === 'info' ? theme.color.accent : theme.color.dangerSubtle};
  color: ${({ theme }) => theme.color.text};
  > p:first-child {
    margin-top: 0;
  }
  > p:last-child {
    margin-bottom: 0;
  }
`;

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: 200px 0; }
`;

/** A grey placeholder block while data loads; hidden from assistive technology. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 0,
    ${({ theme }) => theme.color.skeletonHighlight} 100px,
    ${({ theme }) => theme.color.skeleton} 200px
  );
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;
