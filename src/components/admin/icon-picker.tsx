'use client';

import { createElement, useId, useMemo, useState } from 'react';
import {
  Armchair,
  Axis3d,
  Blocks,
  Box,
  Boxes,
  BrickWall,
  Brush,
  Building,
  Building2,
  Camera,
  Clapperboard,
  Code,
  Cog,
  Compass,
  Component,
  Cpu,
  Cuboid,
  DraftingCompass,
  Factory,
  Film,
  Frame,
  Gamepad2,
  Glasses,
  Globe,
  Headset,
  Hotel,
  House,
  Image as ImageIcon,
  Lamp,
  Landmark,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Map as MapIcon,
  Monitor,
  Mountain,
  Orbit,
  Package,
  Palette,
  PanelsTopLeft,
  PenTool,
  Printer,
  Rotate3d,
  Ruler,
  Scan,
  Search,
  Shapes,
  Smartphone,
  Sofa,
  Sparkles,
  Store,
  Sun,
  Trees,
  Video,
  Warehouse,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

// A curated set rather than all of lucide: the picker stays small, and every
// name here is one the public ServiceIcon resolves (it looks names up in lucide).
export const SERVICE_ICONS: Record<string, LucideIcon> = {
  Building2,
  Building,
  House,
  Hotel,
  Landmark,
  Store,
  Warehouse,
  Factory,
  BrickWall,
  Sofa,
  Armchair,
  Lamp,
  Trees,
  Mountain,
  Sun,
  MapIcon,
  Compass,
  DraftingCompass,
  Ruler,
  PenTool,
  Brush,
  Palette,
  Shapes,
  Layers,
  Frame,
  Box,
  Boxes,
  Cuboid,
  Axis3d,
  Rotate3d,
  Orbit,
  Package,
  Cog,
  Wrench,
  Cpu,
  Component,
  Blocks,
  Printer,
  Scan,
  Camera,
  ImageIcon,
  Video,
  Film,
  Clapperboard,
  Glasses,
  Headset,
  Gamepad2,
  Monitor,
  Smartphone,
  Globe,
  Code,
  PanelsTopLeft,
  LayoutDashboard,
  Lightbulb,
  Sparkles,
  Zap,
};

/** The name stored in icon_name: lucide's own export name (MapIcon is stored as 'Map'). */
const storedName = (key: string) =>
  key === 'MapIcon' ? 'Map' : key === 'ImageIcon' ? 'Image' : key;
const ICONS = Object.entries(SERVICE_ICONS).map(([key, Icon]) => ({ name: storedName(key), Icon }));

/** Spaced words for people: 'DraftingCompass' reads 'Drafting Compass'. */
const words = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1 $2');

/** A service icon by its stored name, or the fallback shape when it is unknown or unset. */
export function IconGlyph({
  name,
  fallback = Shapes,
  className,
}: {
  name: string | null | undefined;
  fallback?: LucideIcon;
  className?: string;
}) {
  return createElement(iconByName(name) ?? fallback, {
    className,
    strokeWidth: 1.5,
    'aria-hidden': true,
  });
}

export function iconByName(name: string | null | undefined): LucideIcon | null {
  if (!name) return null;
  return (
    ICONS.find((icon) => icon.name.toLowerCase() === name.replace(/[-_\s]/g, '').toLowerCase())
      ?.Icon ?? null
  );
}

/**
 * A visual icon picker for services: a searchable grid of icons, one of which is
 * chosen (a radio group). Clicking the chosen icon again keeps it.
 */
export function IconPicker({
  id,
  label = 'Icon',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: string | null;
  onChange: (name: string) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/\s+/g, '');
    return q ? ICONS.filter((icon) => icon.name.toLowerCase().includes(q)) : ICONS;
  }, [query]);

  return (
    <fieldset id={id} className="space-y-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-center gap-3 rounded-lg border border-line bg-white p-2.5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-sand text-ink">
          {value ? <IconGlyph name={value} className="size-5" /> : null}
        </span>
        <p className="min-w-0 flex-1 text-sm">
          {value ? (
            <span className="font-medium text-ink">{words(value)}</span>
          ) : (
            <span className="text-muted">No icon chosen</span>
          )}
        </p>
        <label htmlFor={searchId} className="sr-only">
          Search icons
        </label>
        <div className="relative w-36">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search icons"
            className="h-8 w-full rounded-md border border-line bg-paper pr-2 pl-7 text-[13px] focus:border-ink focus:outline-none"
          />
        </div>
      </div>
      <div
        role="radiogroup"
        aria-label={label}
        className="grid max-h-44 grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1 overflow-y-auto rounded-lg border border-line bg-white p-1.5"
      >
        {shown.map(({ name, Icon }) => {
          const checked = value === name;
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={words(name)}
              title={words(name)}
              onClick={() => onChange(name)}
              className={cn(
                'flex aspect-square items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink',
                checked ? 'bg-ink text-paper' : 'text-ink-soft hover:bg-sand hover:text-ink',
              )}
            >
              <Icon className="size-[18px]" strokeWidth={1.5} aria-hidden />
            </button>
          );
        })}
        {shown.length === 0 ? (
          <p className="col-span-full px-2 py-3 text-center text-[13px] text-muted">
            No icon matches “{query}”.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
