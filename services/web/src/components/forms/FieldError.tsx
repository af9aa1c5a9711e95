// A field's or a group's message of what is wrong, under its hint: "Errore:" first for screen
// readers (the colour is not the message), its id for the control's aria-describedby.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Text = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function FieldError({
  id,
  role,
  children,
}: {
  id?: string | undefined;
  /** 'alert' where nothing else announces it (a choice that applies at once). */
  role?: 'alert';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Text id={id} role={role}>
      <span className="visually-hidden">{t('ui.errorPrefix')} </span>
      {children}
    </Text>
  );
}
