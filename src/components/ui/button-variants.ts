import { variants } from '@/lib/variants';

// Apart from the component so public client code can style links as buttons
// without pulling in tailwind-merge.
export const buttonVariants = variants(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium tracking-wide transition-colors duration-300 ease-(--ease-calm) disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      // first, so a variant's own corners (link) come after it
      shape: {
        pill: 'rounded-full',
        // the corners of the form controls, for a button under a form's fields
        field: 'rounded-lg',
      },
      variant: {
        primary: 'bg-ink text-paper hover:bg-ink-soft',
        inverse: 'bg-paper text-ink hover:bg-sand',
        outline: 'border border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-paper',
        'outline-inverse':
          'border border-paper/40 text-paper hover:border-paper hover:bg-paper hover:text-ink',
        ghost: 'text-ink hover:bg-sand',
        link: 'rounded-none px-0 text-ink underline decoration-accent underline-offset-4 hover:text-accent-strong',
        destructive: 'bg-danger text-white hover:bg-danger/90',
      },
      size: {
        sm: 'h-9 px-4',
        md: 'h-11 px-6',
        lg: 'h-13 px-8 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { shape: 'pill', variant: 'primary', size: 'md' },
  },
);
