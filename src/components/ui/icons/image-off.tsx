// Lucide's image-off as one path, drawn without SvgIcon: the image component's 'Image
// unavailable' is the one icon some pages' scripts need, and this way SvgIcon's drawing code
// does not come with it.

const SHAPE =
  'M2 2l20 20M10.41 10.41a2 2 0 1 1-2.83-2.83M13.5 13.5 6 21M18 12l3 3M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59M21 15V5a2 2 0 0 0-2-2H9';

export function ImageOff({ className, ...props }: React.SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      <path d={SHAPE} />
    </svg>
  );
}
