/**
 * The moment the app takes a prerendered page over (ADR 0036). The visitor may have typed into the
 * document's form before the app arrived: React hydrates controlled inputs without reading the
 * DOM's value (its state stays ''), and a fresh render replaces the elements. So:
 *  - beginTakeover (before hydrating or rendering) notes the typed values by element id and the
 *    focused element;
 *  - completeTakeover (once the page's form has committed) hands every typed value to React as
 *    an input event, puts the focus and caret back where the visitor left them (an autoFocus field
 *    does not steal it), and, once React has rendered those values, tells the head script
 *    (HYDRATED_EVENT), which replays a held click or submission.
 * Browser only, no React.
 */
import { HYDRATED_EVENT } from './prerender-contract.ts';

type Field = HTMLInputElement | HTMLTextAreaElement;
type Snapshot = { values: Map<string, string>; focusedId: string | undefined };

const TEXT_TYPES = new Set(['text', 'password', 'email', 'search', 'tel', 'url', 'number', '']);

let snapshot: Snapshot | undefined;
let completed = false;

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea')].filter((field) => field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.getAttribute('type') ?? ''));
}

export function beginTakeover(root: HTMLElement): void {
  const values = new Map<string, string>();
  for (const field of fieldsOf(root)) if (field.id !== '' && field.value !== '') values.set(field.id, field.value);
  const active = document.activeElement;
  snapshot = { values, focusedId: active instanceof HTMLElement && root.contains(active) && active.id !== '' ? active.id : undefined };
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

function restoreFocus(focusedId: string | undefined): void {
  if (focusedId === undefined) return;
  const field = document.getElementById(focusedId);
  if (field === null || document.activeElement === field) return;
  const selection = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? selectionOf(field) : undefined;
  field.focus();
  if (selection !== undefined) (field as Field).setSelectionRange(selection[0], selection[1]);
}

/** Once per page load, after the prerendered page's form has committed (hydrated or rendered anew). */
export function completeTakeover(root: HTMLElement | null): void {
  if (completed || root === null) return;
  completed = true;
  const noted = snapshot;
  snapshot = undefined;
  if (noted !== undefined) {
    for (const field of fieldsOf(root)) {
      const value = field.value !== '' ? field.value : (noted.values.get(field.id) ?? '');
      if (value !== '') handToReact(field, value);
    }
    restoreFocus(noted.focusedId);
  }
  // The handed values reach React state in a render React schedules as a microtask (this runs inside
  // a passive effect, where it cannot flush at once). A held submission replayed in this very task
  // would read the form's old, empty state; one task later it reads the typed values.
  setTimeout(() => document.dispatchEvent(new Event(HYDRATED_EVENT)), 0);
}
