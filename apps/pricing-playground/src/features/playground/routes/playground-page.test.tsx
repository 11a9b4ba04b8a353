import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noticeTexts, renderPage, signInAs } from '../../../testing/render-page.tsx';
import { chatChunk, stubPlaygroundApi, usageChunk } from '../../../testing/playground-api.ts';

const replies = () => screen.getAllByRole('article', { name: 'Assistant' });
const lastReply = () => replies().at(-1)!;

async function open(path = '/playground', language: 'en' | 'zh' = 'en') {
  signInAs('default');
  const view = await renderPage(path, language);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function send(text: string) {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('/playground', () => {
  it('PP-014 / PP-015 / PP-017 / PP-018 / PP-019 / PP-020: the panel starts with the own group, gpt-4o-mini, default temperature and MaxTokens, the system prompt, and the greeting', async () => {
    const api = stubPlaygroundApi();
    await open();
    const panel = screen.getByRole('form', { name: 'Playground settings' });
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Model' })).toHaveProperty('value', 'gpt-4o-mini'));
    expect(within(panel).getByTestId('temperature-value').textContent).toBe('Default');
    expect(within(panel).getByLabelText('Max tokens')).toHaveProperty('value', '0');
    expect(within(panel).getByLabelText('System prompt')).toHaveProperty('value', 'You are a helpful assistant.');
    expect(screen.getByRole('article', { name: 'You' }).textContent).toBe('Hello');
    expect(lastReply().textContent).toContain('Hello! How can I help you today?');
    await waitFor(() => expect(api.callsTo('GET', '/api/user/self/groups')).toHaveLength(1));
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Group' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Default · 1× (your group)', 'VIP · 2×']);
    expect(api.callsTo('GET', '/api/token/')[0]!.query.toString()).toBe('p=0&size=100');
  });

  it("PP-014: the built-in groups' stored Chinese descriptions show in the reader's language; an operator's own stays as written", async () => {
    stubPlaygroundApi({ userGroups: { default: { desc: '默认分组', ratio: 1 }, vip: { desc: 'vip分组', ratio: 2 }, team: { desc: '团队', ratio: 1.5 } } });
    await open();
    fireEvent.mouseDown(within(screen.getByRole('form', { name: 'Playground settings' })).getByRole('combobox', { name: 'Group' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Default group · 1× (your group)', 'VIP group · 2×', '团队 · 1.5×']),
    );
  });

  it('PP-024 / PP-025 / PP-026: a message streams its reply (loading → incomplete → complete), rendered as Markdown, with its usage and cost', async () => {
    const api = stubPlaygroundApi();
    await open();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveProperty('value', 'gpt-4o-mini'));
    send('Say hi');
    await waitFor(() => expect(api.chats()).toHaveLength(1));
    expect(api.chats()[0]!.body).toEqual({
      model: 'gpt-4o-mini',
      group: 'default',
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: 'Say hi' },
      ],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(api.chats()[0]!.headers.get('New-Api-User')).toBe('2');
    expect(lastReply().dataset['status']).toBe('loading');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    api.streams[0]!.push(chatChunk({ content: 'Hello **there**' }));
    await waitFor(() => expect(lastReply().dataset['status']).toBe('incomplete'));
    await waitFor(() => expect(within(lastReply()).getByText('there').tagName).toBe('STRONG'));
    api.streams[0]!.push(usageChunk(5, 2));
    api.streams[0]!.done();
    await waitFor(() => expect(lastReply().dataset['status']).toBe('complete'));
    expect(within(lastReply()).getByTestId('answer-usage').textContent).toBe('5 prompt + 2 completion tokens · Cost $0.00027');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('PP-027: an error mid-stream is appended to what arrived and marks the reply as error', async () => {
    const api = stubPlaygroundApi();
    await open();
    send('hi');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push(chatChunk({ content: 'partial answer' }));
    api.streams[0]!.push({ error: { message: 'upstream fell over', type: 'upstream_error' } });
    api.streams[0]!.end();
    await waitFor(() => expect(lastReply().dataset['status']).toBe('error'));
    expect(lastReply().textContent).toContain('partial answer');
    expect(within(lastReply()).getByRole('alert').textContent).toBe('Error: upstream fell over');
  });

  it('Stop cancels the request midway; the reply keeps what streamed and says it is billed', async () => {
    const api = stubPlaygroundApi();
    await open();
    send('long story');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push(chatChunk({ content: 'Once upon' }));
    await waitFor(() => expect(lastReply().textContent).toContain('Once upon'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(lastReply().dataset['status']).toBe('complete'));
    expect(api.chats()[0]!.signal?.aborted).toBe(true);
    expect(api.streams[0]!.closed).toBe(true);
    expect(lastReply().textContent).toContain('Stopped. What streamed so far is billed.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('Regenerate asks again with the conversation before that reply', async () => {
    const api = stubPlaygroundApi();
    await open();
    send('first');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push(chatChunk({ content: 'answer one' }));
    api.streams[0]!.done();
    await waitFor(() => expect(lastReply().dataset['status']).toBe('complete'));
    fireEvent.click(within(lastReply()).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(api.streams).toHaveLength(2));
    expect((api.chats()[1]!.body as { messages: unknown[] }).messages).toEqual([
      { role: 'system', content: 'You are a helpful assistant.' },
      { role: 'user', content: 'first' },
    ]);
    api.streams[1]!.push(chatChunk({ content: 'answer two' }));
    api.streams[1]!.done();
    await waitFor(() => expect(lastReply().textContent).toContain('answer two'));
    expect(screen.queryByText('answer one')).toBeNull();
  });

  it('the conversation and settings survive a reload; PP-021 clear context empties it', async () => {
    const api = stubPlaygroundApi();
    const first = await open();
    send('remember me');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push(chatChunk({ content: 'remembered' }));
    api.streams[0]!.done();
    await waitFor(() => expect(lastReply().dataset['status']).toBe('complete'));
    first.unmount();

    stubPlaygroundApi();
    await open();
    expect(screen.getByText('remember me')).toBeTruthy();
    expect(lastReply().textContent).toContain('remembered');
    fireEvent.click(screen.getByRole('button', { name: 'Clear context' }));
    await waitFor(() => expect(screen.queryByText('remember me')).toBeNull());
    expect(lastReply().textContent).toContain('Hello! How can I help you today?');
    expect(window.localStorage.getItem('playground-conversation:2')).not.toContain('remember me');
  });

  it('reasoning_content shows collapsed under its toggle', async () => {
    const api = stubPlaygroundApi();
    await open();
    send('think');
    await waitFor(() => expect(api.streams).toHaveLength(1));
    api.streams[0]!.push(chatChunk({ reasoning_content: 'step one' }));
    const toggle = await within(lastReply()).findByRole('button', { name: 'Thinking…' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    api.streams[0]!.push(chatChunk({ content: 'the answer' }));
    api.streams[0]!.done();
    await waitFor(() => expect(lastReply().dataset['status']).toBe('complete'));
    fireEvent.click(within(lastReply()).getByRole('button', { name: 'Reasoning' }));
    expect(within(lastReply()).getByTestId('reply-reasoning').textContent).toBe('step one');
    expect(within(lastReply()).getByRole('button', { name: 'Reasoning' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('PP-016 / PP-018: a set temperature and MaxTokens are sent; an invalid MaxTokens is refused', async () => {
    const api = stubPlaygroundApi();
    await open();
    const slider = screen.getByRole('slider', { name: 'Temperature' });
    fireEvent.change(slider, { target: { value: '0.7' } });
    expect(screen.getByTestId('temperature-value').textContent).toBe('0.7');
    fireEvent.change(screen.getByLabelText('Max tokens'), { target: { value: '1.5' } });
    expect(screen.getByText('A whole number from 0 to 1073741824')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Max tokens'), { target: { value: '64' } });
    send('hi');
    await waitFor(() => expect(api.chats()).toHaveLength(1));
    expect(api.chats()[0]!.body).toMatchObject({ temperature: 0.7, max_tokens: 64 });
  });

  it('PP-023: the expired flag shows the session message', async () => {
    stubPlaygroundApi();
    await open('/playground?expired=true');
    expect(screen.getByText('Not logged in or session expired. Please login again!')).toBeTruthy();
  });

  it('PP-022: on a phone the settings panel opens and closes with its toggle', async () => {
    stubPlaygroundApi();
    await open();
    // Wide screens (happy-dom's 1024 px) hide the toggle by CSS; the 390 px e2e sees it.
    const toggle = screen.getByText('Show settings').closest('button')!;
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.dataset['open']).toBe('false');
    fireEvent.click(toggle);
    expect(panel.dataset['open']).toBe('true');
    expect(screen.getByText('Hide settings').closest('button')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('PP-029 / PP-030 / PP-031: without an enabled token the user is told and sent to /token', async () => {
    stubPlaygroundApi({ tokenStatus: 2 });
    const { location } = await open();
    await waitFor(() => expect(noticeTexts()).toContain('No API token is enabled. Check that one of your tokens is enabled; taking you to your tokens…'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/token'), { timeout: 45_000 });
  });

  it('renders in Chinese', async () => {
    stubPlaygroundApi();
    await open('/playground', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '操练场' })).toBeTruthy();
    expect(screen.getByRole('article', { name: '你' }).textContent).toBe('你好');
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除上下文' })).toBeTruthy();
  });
});
