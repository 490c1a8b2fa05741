import { ArrowUpRight } from '@/components/ui/icons';

/** The owner's social profiles, each opening in a new tab (the footer's and the contact section's). */
export function SocialLinks({
  links,
  className,
  linkClassName,
  arrowClassName,
}: {
  links: { label: string; url: string }[];
  className: string;
  linkClassName: string;
  arrowClassName: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {social.label}
            <ArrowUpRight aria-hidden className={arrowClassName} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
