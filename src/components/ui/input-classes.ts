// Text controls for every form of the site and the admin: one look, one focus ring.
// Apart from the components (input.tsx) so the public site's client components
// can use them on plain elements: the components' `cn` would bring tailwind-merge
// to every public page with a form (ADR 006).

const controlClass =
  'block w-full rounded-lg border border-line bg-white px-3.5 text-[15px] text-ink field-shadow transition-colors duration-200 placeholder:text-muted/70 hover:border-ink/30 focus:border-ink focus:outline-none focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';

export const inputClass = `${controlClass} h-11`;
export const textareaClass = `${controlClass} min-h-24 py-2.5 leading-relaxed`;
export const selectClass = `${inputClass} appearance-auto pr-8`;
