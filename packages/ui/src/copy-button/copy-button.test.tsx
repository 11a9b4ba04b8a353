import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { CopyButton } from './index.tsx';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const mock = vi.fn(writeText);
  Object.defineProperty(globalThis.navigator, 'clipboard', { value: { writeText: mock }, configurable: true });
  return mock;
}

afterEach(() => {
  Object.defineProperty(globalThis.navigator, 'clipboard', { value: undefined, configurable: true });
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('COM-014: copies and says "Copied: {text}"', async () => {
    const writeText = stubClipboard(async () => undefined);
    await renderWithProviders(<CopyButton text="sk-abc123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied: sk-abc123')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith('sk-abc123');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('COM-015: when the clipboard refuses, opens the manual-copy dialog with the text selected', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    // The legacy fallback fails too.
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await renderWithProviders(<CopyButton text="sk-secret" label="Copy key" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot copy to clipboard, please copy manually' });
    const field = dialog.querySelector('textarea') as HTMLTextAreaElement;
    expect(field.value).toBe('sk-secret');
    await waitFor(() => expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'sk-secret'.length]));
    expect(screen.queryByText(/Copied:/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('falls back to the selection copy when the Clipboard API is missing (plain http)', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await renderWithProviders(<CopyButton text="hello" />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('已复制：hello')).toBeDefined();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
