/**
 * Setup for every happy-dom (React) test run. Testing Library's findBy* and waitFor give up after 1 s by
 * default; on a busy 2-core machine a page's first render can take longer than that, so a test would fail
 * while the page is right. Wait on the state for most of what the test itself may run (60 s):
 * in CI these suites share two cores with the end-to-end suite and the database suites, and finds of
 * 11–21 s were seen there (2026-11-28).
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 45_000 });
