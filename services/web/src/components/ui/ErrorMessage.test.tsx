import { ERROR_TEXTS } from '@portal/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';

describe('§8 error texts as spelled, next to the translated explanation', () => {
  it("§8: a network failure shows 'Network request failed', an aborted request 'Aborted', in both languages", async () => {
    for (const language of ['it', 'de'] as const) {
      for (const [code, text] of [
        ['NETWORK_FAILURE', ERROR_TEXTS.networkFailure],
        ['ABORTED', ERROR_TEXTS.aborted],
      ] as const) {
        const { container, unmount } = await renderWithApp(
          <ErrorMessage error={new ApiError(0, code)} />,
          language,
        );
        const t = i18n.getFixedT(language);
        expect(text).toBe(code === 'ABORTED' ? 'Aborted' : 'Network request failed');
        expect(container.textContent).toBe(
          `${t(`errors.${code}`)} ${t('auth.errorDetail', { text })}`,
        );
        unmount();
      }
    }
  });

  it('§8: other failures show only the translated explanation, never a raw server text', async () => {
    const { container } = await renderWithApp(
      <ErrorMessage
        error={new ApiError(200, 'NOT_FOUND', 'upstream said: idfattura 5 not found')}
      />,
    );
    expect(container.textContent).toBe(i18n.getFixedT('it')('errors.NOT_FOUND'));
    const unknown = await renderWithApp(<ErrorMessage error={new Error('stack trace here')} />);
    expect(unknown.container.textContent).toBe(i18n.getFixedT('it')('errors.generic'));
  });
});
