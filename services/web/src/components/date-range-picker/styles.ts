// The date range picker's look, on the theme's tokens only. Mobile first: on a
// phone the calendar opens as a fixed panel over the page; from 768 px it drops under the field.
import styled from 'styled-components';
import { focusRing } from '../../theme.ts';

/**
 * As wide as its container allows, up to a range field's width: the field then shows its whole
 * placeholder (two dates and the separator), down to 360 px wide.
 */
export const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  max-width: ${({ theme }) => theme.size.fieldRange};
`;

export const InputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  input {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space(2)};
    flex: 1 1 auto;
    min-width: 0;
    width: ${({ theme }) => theme.size.fieldNarrow};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius};
  }
  input:focus-visible {
    ${focusRing}
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  /* The calendar button beside the field: a square touch target, the rest is the field's. */
  input + button {
    flex: none;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Popover = styled.div`
  position: fixed;
  left: 4vw;
  top: 10vh;
  max-height: 85vh;
  overflow: auto;
  z-index: ${({ theme }) => theme.z.popover};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  width: max-content;
  max-width: 92vw;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => theme.media.md} {
    position: absolute;
    top: 100%;
    left: 0;
    max-height: none;
    overflow: visible;
    margin-top: ${({ theme }) => theme.space(1)};
    max-width: min(92vw, ${({ theme }) => theme.size.popover});
  }
`;

export const Shortcuts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  button {
    width: auto;
    text-align: left;
    font: inherit;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
    min-height: ${({ theme }) => theme.touchTarget};
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.link};
    cursor: pointer;
  }
  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    flex-wrap: nowrap;
    button {
      width: 100%;
    }
  }
`;

export const NavBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const NavButton = styled.button.attrs({ type: 'button' })`
  font: inherit;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export const TitleButton = styled.button.attrs({ type: 'button' })`
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  cursor: pointer;
  text-transform: capitalize;
`;

export const Table = styled.table`
  border-collapse: collapse;
  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.muted};
    padding: ${({ theme }) => theme.space(1)};
    text-transform: capitalize;
  }
`;

export const Cell = styled.td`
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  text-align: center;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.text};
  &[data-outside='true'] {
    color: ${({ theme }) => theme.color.muted};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.accent};
  }
  &[data-edge='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-current='date'] {
    text-decoration: underline;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:hover {
    outline: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.primary};
  }
  &:focus {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.thin});
    box-shadow: inset 0 0 0 ${({ theme }) => theme.border.thick}
      ${({ theme }) => theme.color.focusHalo};
  }
`;

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  button {
    font: inherit;
    min-height: ${({ theme }) => theme.touchTarget};
    min-width: ${({ theme }) => theme.space(18)};
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-transform: capitalize;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

export const Footer = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space(2)};
  p {
    margin: 0 auto 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
