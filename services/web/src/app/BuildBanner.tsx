// Offers a reload when the build check (§7) finds a newer build than the one running.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../components/ui/index.ts';
import { startBuildCheck } from './build-check.ts';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: center;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.banner};
`;

export function BuildBanner() {
  const { t } = useTranslation();
  const [newBuild, setNewBuild] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // The development server has no build of its own to compare with.
    if (import.meta.env.DEV) return undefined;
    return startBuildCheck({ currentId: __BUILD_ID__, onNewBuild: setNewBuild });
  }, []);

  if (!newBuild || dismissed) return null;
  return (
    <Banner role="status">
      <span>{t('app.newVersion')}</span>
      <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
      <Button $variant="secondary" onClick={() => setDismissed(true)}>
        {t('app.dismiss')}
      </Button>
    </Banner>
  );
}
