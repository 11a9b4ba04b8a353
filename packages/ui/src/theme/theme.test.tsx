import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createAppTheme, setMarkupThemeMode, useThemeMode } from './index.ts';

function ModeSwitch() {
  const { mode, toggle, setMode } = useThemeMode();
  return (
    <>
      <span data-testid="mode">{mode}</span>
      <button type="button" onClick={toggle}>
        toggle
      </button>
      <button type="button" onClick={() => setMode('light')}>
        light
      </button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('theme mode (SH-013, COM-039)', () => {
  it('starts from the stored mode, toggles and persists under theme-mode', () => {
    localStorage.setItem('theme-mode', 'dark');
    render(<ModeSwitch />);
    expect(screen.getByTestId('mode').textContent).toBe('dark');
    fireEvent.click(screen.getByText('toggle'));
    expect(screen.getByTestId('mode').textContent).toBe('light');
    expect(localStorage.getItem('theme-mode')).toBe('light');
    fireEvent.click(screen.getByText('toggle'));
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    fireEvent.click(screen.getByText('light'));
    expect(screen.getByTestId('mode').textContent).toBe('light');
  });

  it('ignores a stored value that is not a mode', () => {
    localStorage.setItem('theme-mode', 'purple');
    render(<ModeSwitch />);
    expect(['light', 'dark']).toContain(screen.getByTestId('mode').textContent);
  });

  it('renders server markup (and hydrates) in the mode the markup was made in', () => {
    localStorage.setItem('theme-mode', 'light');
    setMarkupThemeMode('dark');
    try {
      expect(renderToString(<ModeSwitch />)).toContain('>dark<');
    } finally {
      setMarkupThemeMode('light');
    }
    expect(renderToString(<ModeSwitch />)).toContain('>light<');
  });

  it('follows a switch made in another tab', () => {
    localStorage.setItem('theme-mode', 'light');
    render(<ModeSwitch />);
    act(() => {
      localStorage.setItem('theme-mode', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme-mode' }));
    });
    expect(screen.getByTestId('mode').textContent).toBe('dark');
  });
});

describe('createAppTheme', () => {
  it('builds a light and a dark palette with 10px corners', () => {
    const light = createAppTheme('light');
    const dark = createAppTheme('dark');
    expect([light.palette.mode, dark.palette.mode]).toEqual(['light', 'dark']);
    expect(light.shape.borderRadius).toBe(10);
    expect(dark.palette.background.default).not.toBe(light.palette.background.default);
  });
});
