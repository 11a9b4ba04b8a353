import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { baseStatus, renderPage, signInAs, stubApi } from '../../../testing/render-page.tsx';

const empty = { data: { items: [], page: 0, page_size: 10, total: 0 } };
const stat = { data: { quota: 0, token: 0, rpm: 0, tpm: 0 } };

describe('/log search', () => {
  it('LOG-012: Search with the filters already shown asks the server again for the page and the figures', async () => {
    signInAs('user');
    const api = stubApi({ 'GET /api/status': { data: baseStatus }, 'GET /api/log/self/': empty, 'GET /api/log/self/stat': stat });
    await renderPage('/log');
    await waitFor(() => expect(api.callsTo('GET', '/api/log/self/')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/self/stat')).toHaveLength(1));
    const filters = screen.getByRole('search', { name: 'Log filters' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/self/')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', '/api/log/self/stat')).toHaveLength(2));
  });
});
