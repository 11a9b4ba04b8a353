/**
 * The moment the app takes a prerendered page over (ADR 0036). The visitor may have typed into the
 * document's form before the app arrived, and may go on typing while it starts: React hydrates
 * controlled inputs without reading the DOM's value (its state stays ''), and a fresh render replaces
 * the elements. So:
 *  - beginTakeover (before hydrating or rendering) keeps the document's own fields and follows the
 *    visitor's focus among them until the app has committed;
 *  - completeTakeover (once the page's form has committed) hands every typed value to React as an
 *    input event, read from the field as it stands (hydrated) or from the replaced field at the moment
 *    it was replaced (rendered anew); it moves the focus only when a fresh render took it from the
 *    visitor, never after hydration (React leaves focus alone then, and the visitor may have moved on
 *    since the app started: focusing the field noted at the start typed the password into the user
 *    name); then, once React has rendered those values, it tells the head script (HYDRATED_EVENT),
 *    which replays a held click or submission.
 * Browser only, no React.
 */
import { HYDRATED_EVENT } from './prerender-contract.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;
type Takeover = { fields: Field[]; focused: Element | null; stopFollowing: () => void };

const TEXT_TYPES = new Set(['text', 'password', 'email', 'search', 'tel', 'url', 'number', '']);

let takeover: Takeover | undefined;
let completed = false;

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea')].filter(
    (field) => field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.getAttribute('type') ?? ''),
  );
}

/** Keeps the document's fields (a replaced field keeps its value) and the element the visitor is in. */
export function beginTakeover(root: HTMLElement): void {
  const originals = new Set(root.querySelectorAll('*'));
  const active = document.activeElement;
  const state: Takeover = { fields: fieldsOf(root), focused: active !== null && originals.has(active) ? active : null, stopFollowing: () => undefined };
  // Only the document's own elements: the focus a fresh render's autoFocus gives is not the visitor's.
  const follow = (event: FocusEvent) => {
    if (event.target instanceof Element && originals.has(event.target)) state.focused = event.target;
  };
  document.addEventListener('focusin', follow, true);
  state.stopFollowing = () => document.removeEventListener('focusin', follow, true);
  takeover = state;
}

function selectionOf(field: Field): [number, number] | undefined {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? undefined : [field.selectionStart, field.selectionEnd];
  } catch {
    return undefined;
  }
}

/**
 * Sets the value so React's onChange sees it: the element's own `value` setter (React's value
 * tracker) is told '' and the prototype's setter writes the value, so the input event reads as a change.
 */
function handToReact(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setValue === undefined) return;
  const selection = selectionOf(field);
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection !== undefined) field.setSelectionRange(selection[0], selection[1]);
}

/**
 * After a fresh render the field the visitor was in is gone (React cleared the root) and the new
 * form's autoFocus field has the focus: give it back to the new field with the same id, caret
 * included. A field still in the page (hydrated) keeps whatever focus the visitor gave it.
 */
function restoreFocus(focused: Element | null): void {
  if (focused === null || focused.isConnected || focused.id === '') return;
  const field = document.getElementById(focused.id);
  if (field === null || document.activeElement === field) return;
  field.focus();
  const selection = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? selectionOf(focused) : undefined;
  if (selection !== undefined && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
    field.setSelectionRange(selection[0], selection[1]);
}

/** What the visitor typed: the field itself once hydrated, else the document's field it replaced. */
function typedValue(field: Field, originals: Field[]): string {
  if (field.value !== '') return field.value;
  return originals.find((original) => original !== field && !original.isConnected && original.id !== '' && original.id === field.id)?.value ?? '';
}

/** Once per page load, after the prerendered page's form has committed (hydrated or rendered anew). */
export function completeTakeover(root: HTMLElement | null): void {
  if (completed || root === null) return;
  completed = true;
  const noted = takeover;
  takeover = undefined;
  if (noted !== undefined) {
    noted.stopFollowing();
    for (const field of fieldsOf(root)) {
      const value = typedValue(field, noted.fields);
      if (value !== '') handToReact(field, value);
    }
    restoreFocus(noted.focused);
  }
  // The handed values reach React state in a render React schedules as a microtask (this runs inside
  // a passive effect, where it cannot flush at once). A held submission replayed in this very task
  // would read the form's old, empty state; one task later it reads the typed values.
  setTimeout(() => document.dispatchEvent(new Event(HYDRATED_EVENT)), 0);
}
