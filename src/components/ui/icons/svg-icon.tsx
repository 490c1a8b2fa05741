import { createElement } from 'react';

// The public site's icons, drawn from Lucide (ISC licence) as plain SVG from
// lucide-react's own data. lucide-react's icons are client components: one on a
// page, even rendered on the server, adds its runtime to that page's JavaScript. These cost nothing when a server component renders them,
// and one file per icon means a client component pays only for those it uses.
// The admin keeps using lucide-react.

type IconProps = React.SVGProps<SVGSVGElement>;
export type IconNode = [
  tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline',
  attrs: Record<string, string>,
];

/**
 * An SVG with Lucide's canvas, hidden from assistive technology unless labelled. Its stroke is
 * the `icon` class of design.css rather than five attributes: each icon is written out twice on a
 * page, in the markup and in the payload React hydrates from. A stroke width given to one icon
 * goes in its style, which the class cannot override.
 */
export function SvgIcon({
  nodes,
  className,
  strokeWidth,
  style,
  ...props
}: IconProps & { nodes: readonly IconNode[] }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden={props['aria-label'] ? undefined : true}
      className={className ? `icon ${className}` : 'icon'}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      {...props}
    >
      {nodes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

/** Any icon of this module, for maps from names to icons. */
export type Icon = (props: IconProps) => React.ReactNode;

export function icon(...nodes: IconNode[]): Icon {
  function Icon(props: IconProps) {
    return <SvgIcon nodes={nodes} {...props} />;
  }
  return Icon;
}
