// Small building blocks shared by every page: buttons, cards, badges, alerts, skeletons.
import type { Tone } from '@portal/shared/status';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

const buttonLook = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.primary : theme.color.primaryText)};
  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.accent : theme.color.primaryHover)};
    color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.primaryHover : theme.color.primaryText)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({
  type: props.type ?? 'button',
}))<{
  $variant?: 'primary' | 'secondary';
}>`
  ${buttonLook}
`;

export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

/** A full-page navigation (to the BFF) that looks like a button. */
export const AnchorButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  min-width: 0;
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 16 }) => `${$gap}px`};
  > h1,
  > p {
    margin: 0;
  }
`;

export const StatusBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.tone[$tone].fg};
  background: ${({ theme, $tone }) => theme.tone[$tone].bg};
`;

export const Alert = styled.div<{ $tone?: 'error' | 'info' }>`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'info' ? theme.color.primary : theme.color.danger)};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.color.accent : theme.tone.red.bg)};
  color: ${({ theme }) => theme.color.text};
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
  border-radius: 4px;
  background: linear-gradient(90deg, #e4e8ee 0, #f1f4f7 100px, #e4e8ee 200px);
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;
