/**
 * Part of the head script (ADR 0036). A prerendered signed-out page is laid out, painted and usable
 * for typing from the document alone, so the app (React, MUI, i18next, the shell: ~160 KiB) is not
 * downloaded on load: its scripts are listed in the document and added here on the first sign of
 * a visitor at work: the mouse moving over the page, a touch, a key, a wheel, typed text (a password
 * manager's fill included). The page's own autofocus is no such sign (no `focus` trigger).
 * Until the app has taken the page over:
 *  - a submitted form is held and submitted again once React owns it: a prerendered form is never
 *    sent natively (it has no action; a GET would put the password into the address);
 *  - a click on a button (show password, language, theme) is held and clicked again then;
 *  - links navigate natively (to another prerendered page).
 * A document that cannot be used as it is (discarded by negotiate, or /setup, which waits for data)
 * loads the app at once. A script that fails to load is asked for again on the next interaction.
 */
import { APP_SCRIPTS_ID, DISCARDED, EAGER_PATHS, HYDRATED_EVENT, PRERENDER_ATTRIBUTE } from '../prerender/prerender-contract.ts';

/**
 * Where a held element stood in #root, so its counterpart can be found when the app rendered the page
 * anew instead of hydrating it (a status field the page shows changed since the build, ADR 0023): the
 * held element is then detached, and replaying on it would silently drop the visitor's sign-in.
 */
type Place = { index: number; label: string };
type HeldSubmit = { form: HTMLFormElement; formPlace: Place; submitter: HTMLElement | null; submitterPlace: Place | undefined };
type HeldClick = { button: HTMLElement; place: Place };

const SUBMITTERS = 'button[type="submit"], input[type="submit"]';

const TRIGGERS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'input'] as const;

let requested = false;
/** True once the app owns the page: from then on nothing is held. */
let settled = false;
let heldSubmit: HeldSubmit | undefined;
let heldClick: HeldClick | undefined;

function appScripts(): string[] {
  try {
    const list = JSON.parse(document.getElementById(APP_SCRIPTS_ID)?.textContent ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Adds the app's scripts, executed in their order (async = false), as the deferred tags would. After
 * a failed download (offline for a moment) the next interaction adds the ones that did not load.
 */
function loadApp(): void {
  if (requested) return;
  requested = true;
  for (const source of appScripts()) {
    if (document.querySelector(`script[data-app-script="${source}"]`) !== null) continue;
    const script = document.createElement('script');
    script.src = source;
    script.async = false;
    script.dataset['appScript'] = source;
    script.onerror = () => {
      script.remove();
      requested = false;
    };
    document.head.appendChild(script);
  }
}

function labelOf(element: Element): string {
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
}

function placeIn(scope: ParentNode | null, selector: string, element: Element): Place {
  return { index: scope === null ? -1 : [...scope.querySelectorAll(selector)].indexOf(element), label: labelOf(element) };
}

/** The element itself while attached, else the one at the same place in the new render with the same label. */
function counterpart<T extends Element>(element: T, scope: ParentNode | null, selector: string, place: Place): T | undefined {
  if (element.isConnected) return element;
  const found = scope?.querySelectorAll<T>(selector)[place.index];
  return found !== undefined && labelOf(found) === place.label ? found : undefined;
}

function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function onTrigger(): void {
  if (!settled) whenParsed(loadApp);
}

/**
 * Holds an event until the app owns the page. It must not reach React either: React may already have
 * hydrated the element while the takeover is not complete, and would then act on it twice (the
 * original and the replay: a double submission, a show-password toggled back).
 */
function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function appRoot(): HTMLElement | null {
  return document.getElementById('root');
}

function onSubmit(event: SubmitEvent): void {
  if (settled || !(event.target instanceof HTMLFormElement)) return;
  hold(event);
  const form = event.target;
  const submitter = event.submitter;
  heldSubmit = {
    form,
    formPlace: placeIn(appRoot(), 'form', form),
    submitter,
    submitterPlace: submitter === null ? undefined : placeIn(form, SUBMITTERS, submitter),
  };
  onTrigger();
}

function onClick(event: MouseEvent): void {
  if (settled || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (button === null || button.type === 'submit' || !appRoot()?.contains(button)) return;
  hold(event);
  heldClick = { button, place: placeIn(appRoot(), 'button', button) };
  onTrigger();
}

/** The app owns the page now: stop holding and replay what was held, in the order it happened. */
function onHydrated(): void {
  settled = true;
  const click = heldClick;
  const submit = heldSubmit;
  heldClick = undefined;
  heldSubmit = undefined;
  if (click !== undefined) counterpart(click.button, appRoot(), 'button', click.place)?.click();
  if (submit !== undefined) replaySubmit(submit);
}

function replaySubmit(held: HeldSubmit): void {
  const form = counterpart(held.form, appRoot(), 'form', held.formPlace);
  if (form === undefined) return;
  const submitter =
    held.submitter === null || held.submitterPlace === undefined ? undefined : counterpart(held.submitter, form, SUBMITTERS, held.submitterPlace);
  form.requestSubmit(submitter ?? null);
}

export function loadAppOnDemand(): void {
  const marker = document.documentElement.getAttribute(PRERENDER_ATTRIBUTE);
  if (marker === null || marker === DISCARDED || EAGER_PATHS.includes(marker)) {
    whenParsed(loadApp);
    return;
  }
  for (const type of TRIGGERS) window.addEventListener(type, onTrigger, { capture: true, passive: true });
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('click', onClick, true);
  document.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
}
