import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';

afterEach(() => cleanup());

function Title() {
  const { t } = useTranslation('channels');
  return <h1>{t('title')}</h1>;
}

describe('components and late namespaces', () => {
  it('re-render when a remote registers its namespace after they mounted', async () => {
    vi.resetModules();
    const { initI18n, registerNamespace, setLanguage } = await import('./index.ts');
    await initI18n({ language: 'en' });
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('title');
    await act(() => registerNamespace('channels', async (language) => ({ title: language === 'zh' ? '渠道' : 'Channels' })));
    expect(screen.getByRole('heading').textContent).toBe('Channels');
    await act(() => setLanguage('zh'));
    expect(screen.getByRole('heading').textContent).toBe('渠道');
  });
});
