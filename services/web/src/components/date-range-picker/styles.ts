import styled from 'styled-components';

export const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  max-width: 100%;
`;

export const InputRow = styled.div`
  display: flex;
  gap: 4px;
  input {
    font: inherit;
    min-height: 44px;
    padding: 8px;
    width: min(100%, 18rem);
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

export const Popover = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 20;
  margin-top: 4px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  padding: 12px;
  width: max-content;
  max-width: min(92vw, 560px);
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  @media (max-width: 480px) {
    position: fixed;
    left: 4vw;
    top: 10vh;
    max-height: 85vh;
    overflow: auto;
  }
`;

export const Shortcuts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  button {
    width: 100%;
    text-align: left;
    font: inherit;
    padding: 6px 10px;
    min-height: 36px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
  @media (max-width: 480px) {
    flex-direction: row;
    flex-wrap: wrap;
    button {
      width: auto;
    }
  }
`;

export const NavBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
  margin-bottom: 8px;
`;

export const NavButton = styled.button.attrs({ type: 'button' })`
  font: inherit;
  min-width: 36px;
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export const TitleButton = styled.button.attrs({ type: 'button' })`
  font: inherit;
  font-weight: 700;
  min-height: 36px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  text-transform: capitalize;
`;

export const Table = styled.table`
  border-collapse: collapse;
  th {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
    padding: 4px;
    text-transform: capitalize;
  }
`;

export const Cell = styled.td`
  width: 40px;
  height: 40px;
  text-align: center;
  cursor: pointer;
  border-radius: 4px;
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
    font-weight: 700;
  }
  &[aria-current='date'] {
    text-decoration: underline;
    font-weight: 700;
  }
  &:hover {
    outline: 1px solid ${({ theme }) => theme.color.primary};
  }
  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -1px;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.text};
  }
`;

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  button {
    font: inherit;
    min-height: 40px;
    min-width: 72px;
    border: 1px solid ${({ theme }) => theme.color.border};
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
  gap: 8px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: 8px;
  p {
    margin: 0 auto 0 0;
    font-size: 0.9rem;
  }
`;
