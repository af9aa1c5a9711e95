// The component catalogue (development only): every shared component in its
// states, with a language switch (it, de) and a colour scheme switch (the system's, light, dark)
// so each can be checked in both languages and both schemes, at any window width.
import type { Locale } from '@portal/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Stack } from '../components/ui/index.ts';
import { setLanguage } from '../lib/i18n.ts';
import { ActionSections } from './action-sections.tsx';
import { ContentSections } from './content-sections.tsx';

type Scheme = 'auto' | 'light' | 'dark';

const Page = styled.main`
  max-width: ${({ theme }) => theme.size.content};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
`;

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function applyScheme(scheme: Scheme) {
  if (scheme === 'auto') delete document.documentElement.dataset.colorScheme;
  else document.documentElement.dataset.colorScheme = scheme;
}

export function Catalogue() {
  const { t, i18n } = useTranslation();
  const [scheme, setScheme] = useState<Scheme>('auto');
  const language = i18n.language as Locale;

  return (
    <Page>
      <Stack $gap={8}>
        <Stack $gap={3}>
          <h1>{t('catalogue:title')}</h1>
          <p>{t('catalogue:intro')}</p>
          <Toolbar>
            <Choice role="group" aria-label={t('catalogue:language')}>
              {(['it', 'de'] as const).map((code) => (
                <Button
                  key={code}
                  $variant={language === code ? 'primary' : 'secondary'}
                  aria-pressed={language === code}
                  onClick={() => void setLanguage(code)}
                >
                  {t(`languages.${code}`)}
                </Button>
              ))}
            </Choice>
            <Choice role="group" aria-label={t('catalogue:scheme')}>
              {(
                [
                  ['auto', 'schemeAuto'],
                  ['light', 'schemeLight'],
                  ['dark', 'schemeDark'],
                ] as const
              ).map(([value, key]) => (
                <Button
                  key={value}
                  $variant={scheme === value ? 'primary' : 'secondary'}
                  aria-pressed={scheme === value}
                  onClick={() => {
                    setScheme(value);
                    applyScheme(value);
                  }}
                >
                  {t(`catalogue:${key}`)}
                </Button>
              ))}
            </Choice>
          </Toolbar>
        </Stack>
        <ContentSections />
        <ActionSections />
      </Stack>
    </Page>
  );
}
