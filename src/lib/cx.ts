// Class joining for the public site's client components, without conflict resolution:
// tailwind-merge (cn) would weigh on every public page's JavaScript (ADR 006), and these components
// never pass conflicting utilities. They only pass strings and conditional ones, so a join
// does what clsx's object and array forms would add bytes for.

/** Joins class names, leaving out the false, null and undefined of conditional ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
