// Text controls for every form of the site and the admin: one look, one focus ring.
// Apart from the components (input.tsx) so the public site's client components
// can use them on plain elements: the components' `cn` would bring tailwind-merge
// to every public page with a form (ADR 006).

// the look itself is one utility (field-control in app/design.css): written out on every
// control, its classes would be some 300 characters of every form's HTML per field
const controlClass = 'field-control';

export const inputClass = `${controlClass} h-11`;
export const textareaClass = `${controlClass} min-h-24 py-2.5 leading-relaxed`;
export const selectClass = `${inputClass} appearance-auto pr-8`;
