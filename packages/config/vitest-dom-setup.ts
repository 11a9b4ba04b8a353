/**
 * Setup for every happy-dom (React) test run. Testing Library's findBy* and waitFor give up after 1 s by
 * default; on a busy 2-core machine a page's first render can take longer than that, so a test would fail
 * while the page is right (issue 9 item 8). Wait on the state for as long as the test itself may run.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
