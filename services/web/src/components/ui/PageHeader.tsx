// The head of a page: where the page sits (a breadcrumb of its ancestors, the
// page itself being the heading), the heading, an optional line under it and the page's actions.
// On a phone the actions go under the heading, from 768 px beside it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface BreadcrumbItem {
  label: string;
  to: string;
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Breadcrumb = styled.nav`
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
  }
  li + li::before {
    content: '›';
    padding: 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  flex-shrink: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

export interface PageHeaderProps {
  title: ReactNode;
  /** The page's ancestors, outermost first; the page itself is the heading. */
  breadcrumb?: readonly BreadcrumbItem[];
  actions?: ReactNode;
  description?: ReactNode;
  /** The heading's id, for a section labelled by it. */
  headingId?: string;
}

export function PageHeader({
  title,
  breadcrumb,
  actions,
  description,
  headingId,
}: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Header>
      {breadcrumb && breadcrumb.length > 0 && (
        <Breadcrumb aria-label={t('ui.breadcrumb')}>
          <Trail>
            {breadcrumb.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </Trail>
        </Breadcrumb>
      )}
      <TitleRow>
        <h1 id={headingId}>{title}</h1>
        {actions && <Actions>{actions}</Actions>}
      </TitleRow>
      {description && <Description>{description}</Description>}
    </Header>
  );
}
