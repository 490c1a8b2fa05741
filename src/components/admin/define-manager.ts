import type { LucideIcon } from 'lucide-react';
import type { z } from '@/lib/zod';
import { declaredForm, type Fields, type ValuesOf } from './declared-fields';
import type { FormModel } from './form-model';
import type { Outcome, ToastTexts } from './toast-outcome';

// A manager screen as data (docs/admin-kit.md): what an item is called and how it is shown,
// its form and schema, which behaviours it has and the exact texts of its toasts and empty
// state. The kit's parts (useManager, ManagerItems, ManagerForm, Manager) draw the screen from
// it, so a manager reads like its definition.

type Id = { id: number };
type Action<Input> = (input: Input) => Promise<Outcome>;

/** An item's name, how it is drawn in its row or card, and what the list is called. */
export type ManagerShow<Item> = {
  /** the list's accessible name ('Hero slides') */
  label: string;
  /** rows in one card, or cards in a grid (beside a side form: 'narrow-cards') */
  layout: 'rows' | 'cards' | 'narrow-cards';
  /** the item's name: its heading, and the buttons' accessible names ('Edit "{name}"') */
  name: (item: Item) => string;
  /** false for a name the manager makes up (a package's tier and region), not the owner's words */
  quoteName?: boolean;
  /** a row's picture or icon, before its text */
  leading?: (item: Item) => React.ReactNode;
  /** a card's picture, above its text */
  media?: (item: Item) => React.ReactNode;
  /** the badges beside a row's name or above a card's ('Hidden' and 'Featured' come by themselves) */
  badges?: (item: Item) => React.ReactNode;
  /** the lines under the name; empty ones are left out */
  details?: (item: Item) => DetailLine[];
  /** a card's name in the display face (default) or plain */
  cardTitle?: 'display' | 'plain';
  /** the whole text of a row or card, where it is not a name with badges and details */
  body?: (item: Item) => React.ReactNode;
  /** a card's foot, left of its buttons ('Order 3', a link) */
  footer?: (item: Item) => React.ReactNode;
  /** the item's own buttons, before edit and delete */
  actions?: (item: Item) => React.ReactNode;
  /** the line above a dialog manager's list: { noun: 'award', order: 'in display order' } gives '6 awards, in display order' */
  summary?: { noun: string; order: string };
};

/**
 * A line under an item's name: text (a description, clamped to two lines), a small `note`
 * ('3 bullet points') or a `strong` line (a publication's name).
 */
export type DetailLine = string | null | undefined | false | { note: string } | { strong: string };

/** A toast pair: the success text (null for none) and the failure text; 'server' puts the server's message first. */
export type Toasts = readonly [success: string | null, failure: string, style?: 'server'];

export type FormTexts<Item> = {
  add: { title: string; submit: string; description?: React.ReactNode };
  edit: { title: string; submit: string; description?: React.ReactNode | ((item: Item) => string) };
};

export type ManagerDefinition<Item extends Id, V, S extends z.ZodType> = {
  /** the first part of the form's control ids ('hero' gives 'hero-title') */
  id: string;
  /** the schema the action parses: the form is checked against it before it is sent */
  schema: S;
  form: FormModel<V, Item>;
  /** the values of a stored item that are not its fields of the same names */
  load?: (item: Item) => Partial<V>;
  /** what is sent, where it is not the form's values as they are */
  toInput?: (values: V) => z.input<S>;
  /**
   * 'side': the form beside the list, adding or editing; 'dialog': a dialog opened by the add
   * button or an item's edit button; 'side-add': the side form only adds, editing is a dialog
   */
  placement: 'side' | 'dialog' | 'side-add';
  texts: FormTexts<Item> & { size?: 'sm' | 'md' | 'lg'; editVerb?: 'Edit' | 'Rename' };
  actions: (
    | { save: Action<z.input<S> & { id?: number }> }
    | { create: Action<z.input<S>>; update: Action<z.input<S> & Id> }
  ) & {
    delete: Action<Id>;
    /** move up and down: the list is in display order */
    move?: Action<Id & { direction: 'up' | 'down' }>;
  };
  /** shown on the site or not: the eye button, and hidden items dimmed */
  active?: { of: (item: Item) => boolean; set: Action<Id & { value: boolean }> };
  /** the star button */
  featured?: { of: (item: Item) => boolean; set: Action<Id & { value: boolean }> };
  /** asks before deleting, with these texts */
  confirmDelete?: {
    title: string | ((item: Item) => string);
    description?: (item: Item) => string | undefined;
  };
  /** the toasts: of adding, of editing (and of moving, showing and featuring), of deleting */
  toasts: { create: Toasts; update: Toasts; delete: Toasts };
  empty: { icon: LucideIcon; message: string; hint?: string };
  show: ManagerShow<Item>;
};

// The form's values must be what the schema takes, unless `toInput` says how they become it.
type Sendable<V, S extends z.ZodType> = [V] extends [z.input<S>]
  ? unknown
  : { toInput: (values: V) => z.input<S> };

type Declared<Item extends Id, F extends Fields, S extends z.ZodType> = Omit<
  ManagerDefinition<Item, ValuesOf<F>, S>,
  'form'
> & { fields: F } & Sendable<ValuesOf<F>, S>;

type HandWritten<Item extends Id, V, S extends z.ZodType> = ManagerDefinition<Item, V, S> &
  Sendable<V, S>;

type Define<Item extends Id> = {
  /** a manager whose form is declared fields: its values are typed from them */
  <F extends Fields, S extends z.ZodType>(
    definition: Declared<Item, F, S>,
  ): ManagerDefinition<Item, ValuesOf<F>, S>;
  /** a manager with a hand-written form model */
  <V, S extends z.ZodType>(definition: HandWritten<Item, V, S>): ManagerDefinition<Item, V, S>;
};

/**
 * Declares a manager for items of type `Item` (`defineManager<AdminAward>()({ ... })`): the
 * form's values are inferred from its fields and checked against the schema.
 */
export function defineManager<Item extends Id>(): Define<Item> {
  return ((definition: { fields?: Fields; form?: unknown }) =>
    definition.fields
      ? { ...definition, form: declaredForm(definition.fields) }
      : definition) as unknown as Define<Item>;
}

/** The toast texts of a pair. */
export function toastsOf([success, failure, style]: Toasts): ToastTexts {
  return { success, failure, failureStyle: style };
}
