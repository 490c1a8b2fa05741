// Class names from a base and one choice per variant: the part of
// class-variance-authority this project uses, small enough for the public
// pages' client code (buttons styled in the hero and the forms).

type VariantMap = Record<string, Record<string, string>>;

export type VariantChoice<V extends VariantMap> = { [K in keyof V]?: keyof V[K] | null };

/** The props a variants function takes, for a component that passes them on. */
export type VariantProps<F> = F extends (choice?: infer P) => string ? NonNullable<P> : never;

export function variants<V extends VariantMap>(
  base: string,
  config: { variants: V; defaultVariants: { [K in keyof V]: keyof V[K] } },
): (choice?: VariantChoice<V>) => string {
  return (choice = {}) =>
    [
      base,
      ...Object.keys(config.variants).map((name: keyof V) => {
        const picked = choice[name] ?? config.defaultVariants[name];
        return config.variants[name]![picked as string];
      }),
    ].join(' ');
}
