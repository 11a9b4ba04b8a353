/**
 * A stored login for the signed-in measurements: signs in once from Node (POST /api/user/login) and
 * gives each fresh browser context the session cookie and the `user` entry of localStorage, exactly
 * what the login form leaves behind, so a run opens a console page as a signed-in visitor would.
 */

/** Calls the API as the signed-in user (seeding rows the measured page then lists). */
async function call(url, session, method, path, payload) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { Cookie: session.cookie, 'New-Api-User': String(session.user.id), 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`${method} ${path}: ${body.message}`);
  return body.data;
}

/** POST /api/user/login, tried a few times: a server just set up on a busy machine has answered 500 once. */
async function login(url, credentials) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const body = await response.json();
    if (body.success) return { response, body };
    if (attempt === 5) throw new Error(`login ${credentials.username}: ${body.message}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function signIn(url, credentials) {
  const { response, body } = await login(url, credentials);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const session = { user: body.data, cookie: cookies.join('; ') };
  return {
    call: (method, path, payload) => call(url, session, method, path, payload),
    /** Readies a fresh context: the cookie for the server's origin, the user in localStorage. */
    async prepareContext(context) {
      await context.addCookies(
        cookies.map((pair) => {
          const index = pair.indexOf('=');
          return { name: pair.slice(0, index), value: pair.slice(index + 1), url };
        }),
      );
      await context.addInitScript((user) => {
        if (window.localStorage.getItem('user') === null) window.localStorage.setItem('user', user);
      }, JSON.stringify(session.user));
    },
  };
}
