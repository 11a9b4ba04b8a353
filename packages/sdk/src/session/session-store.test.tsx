import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { session } from './session-store.ts';
import { useSessionUser } from './use-session-user.ts';

const user = { id: 4, username: 'bob', display_name: 'Bob', role: 1, status: 1, group: 'vip' };

function WhoAmI() {
  const current = useSessionUser();
  return <p>{current === null ? 'signed out' : `${current.username} (${current.group})`}</p>;
}

beforeEach(() => {
  localStorage.clear();
});

describe('session store (COM-036)', () => {
  it('persists the user under the user key and returns a stable object until it changes', () => {
    session.setUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    const first = session.getUser();
    expect(first).toEqual(user);
    expect(session.getUser()).toBe(first);
  });

  it('ignores corrupted or incomplete stored users', () => {
    localStorage.setItem('user', '{oops');
    expect(session.getUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ username: 'no id' }));
    expect(session.getUser()).toBeNull();
  });

  it('useSessionUser re-renders on login and logout', () => {
    render(<WhoAmI />);
    expect(screen.getByText('signed out')).toBeDefined();
    act(() => session.setUser(user));
    expect(screen.getByText('bob (vip)')).toBeDefined();
    act(() => session.clear());
    expect(screen.getByText('signed out')).toBeDefined();
  });

  it('follows a logout made in another tab', () => {
    session.setUser(user);
    render(<WhoAmI />);
    act(() => {
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('signed out')).toBeDefined();
  });
});
