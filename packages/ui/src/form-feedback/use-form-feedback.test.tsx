import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { createTokenInput } from '@gateway/domain';
import { renderWithProviders } from '../testing/render.tsx';
import { notifyExternal } from '../notify/notification-channel.ts';
import { useFormFeedback } from './use-form-feedback.ts';

type Field = 'name' | 'count';

function TokenForm({ onSend, labels }: { onSend: () => void; labels?: Partial<Record<Field, string>> }) {
  const form = useFormFeedback<Field>('test.token-form');
  const [name, setName] = useState('');
  const [count, setCount] = useState('500');
  const submit = () => {
    const found = form.schemaErrors(createTokenInput.safeParse({ name, count: Number(count) }), { name: 'name', count: 'count' });
    if (form.check(found, labels === undefined ? {} : { labels })) onSend();
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

describe('useFormFeedback', () => {
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

  it('names the fields when it knows their labels: the empty ones together, the others each with its rule', async () => {
    await renderWithProviders(<TokenForm onSend={() => undefined} labels={{ name: 'Name', count: 'Count' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fix 2 fields: Name cannot be empty; Count: Enter at most 100');
  });

  it('names them in Chinese in Chinese', async () => {
    await renderWithProviders(<TokenForm onSend={() => undefined} labels={{ name: '名称', count: '数量' }} />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('请修正 2 处错误：名称不能为空；数量：不能大于 100');
  });

  it('takes its error away when the form closes, not a success it showed', async () => {
    function Closable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open && <TokenForm onSend={() => undefined} />}
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </>
      );
    }
    await renderWithProviders(<Closable />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => notifyExternal.info('unrelated'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['unrelated']);
  });
});
