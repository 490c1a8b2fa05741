// A form drawn by the server can be typed into before its script has hydrated it: a slow phone,
// a chunk that comes late (the landing page's forms load as the visitor reaches for them). React
// leaves what the fields hold when it hydrates them, but its state still has the values the
// server drew, and the next render of a field (a key pressed in another, a submit) would write
// those back, or send them. So, once hydrated, a form takes what its fields hold.

type Control = Element | RadioNodeList | null;

/** What a control the visitor can set holds; null for what they cannot (hidden, files, none). */
function heldValue(control: Control): string | null {
  if (control instanceof RadioNodeList) return control.value;
  if (control instanceof HTMLInputElement) {
    if (control.type === 'hidden' || control.type === 'file') return null;
    if (control.type === 'radio' || control.type === 'checkbox')
      return control.checked ? control.value : null;
    return control.value;
  }
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)
    return control.value;
  return null;
}

/**
 * The values of the controls `control` finds by name, for the names in `values` whose control
 * holds something other than `values` gives; null when none does.
 */
export function heldValues(
  control: (name: string) => Control,
  values: Record<string, string>,
): Record<string, string> | null {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const held = heldValue(control(name));
    if (held !== null && held !== value) typed[name] = held;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

/** The same for `form`'s fields. */
export function typedValues(
  form: HTMLFormElement,
  values: Record<string, string>,
): Record<string, string> | null {
  return heldValues((name) => form.elements.namedItem(name), values);
}

/**
 * The radio group `name` outside any form, as the one checked radio of it in the document: a
 * switch that is not a field (the consultation page's service and currency switches).
 */
export const radioGroup = (name: string): Control =>
  document.querySelector(`input[type="radio"][name="${name}"]:checked`);
