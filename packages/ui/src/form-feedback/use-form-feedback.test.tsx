import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { createTokenInput } from '@gateway/domain';
import { renderWithProviders } from '../testing/render.tsx';
import { notifyExternal } from '../notify/notification-channel.ts';
import { useFormFeedback } from './use-form-feedback.ts';

type Field = 'name' | 'count';

function TokenForm({ onSend }: { onSend: () => void }) {
  const form = useFormFeedback<Field>('test.token-form');
  const [name, setName] = useState('');
  const [count, setCount] = useState('500');
  const submit = () => {
    const found = form.schemaErrors(createTokenInput.safeParse({ name, count: Number(count) }), { name: 'name', count: 'count' });
    if (form.check(found)) onSend();
  };
  return (
    <div ref={form.fieldsRef}>
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} {...form.fieldProps('name')} />
      <TextField label="Count" value={count} onChange={(event) => setCount(event.target.value)} {...form.fieldProps('count', 'How many to create')} />
      <button type="button" onClick={submit}>
        Save
      </button>
    </div>
  );
}

describe('useFormFeedback (issue 10 item 5)', () => {
  it('shows each message beside its field and one summary notice, and focuses the first invalid field', async () => {
    let sent = 0;
    await renderWithProviders(<TokenForm onSend={() => sent++} />);
    expect(screen.getByText('How many to create')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter at most 100')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please fix 2 fields: This field is required; Enter at most 100');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent).toBe(0);
  });

  it('replaces its summary on the next try and takes it away once the form is valid', async () => {
    let sent = 0;
    await renderWithProviders(<TokenForm onSend={() => sent++} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please fix 1 field: Enter at most 100']);
    act(() => notifyExternal.info('unrelated'));
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toBe(1);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['unrelated']);
    expect(screen.getByText('How many to create')).toBeTruthy();
  });

  it('speaks Chinese in Chinese', async () => {
    await renderWithProviders(<TokenForm onSend={() => undefined} />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('请修正 2 处错误：此项为必填项；不能大于 100');
  });
});
