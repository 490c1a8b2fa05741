'use client';

import { Fragment } from 'react';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { DisplayOrderInput } from './display-order-input';
import { FieldGrid, FieldRow, type FieldWidth, type FormModel } from './form-model';
import { IconPicker } from './icon-picker';
import { PairListEditor, type Pair } from './pair-list-editor';
import { SwitchField } from './switch-field';
import { TextListEditor } from './text-list-editor';

// The fields a manager's form is declared with. Each knows the type of its value, how an empty
// form starts it, how it reads the stored item's field of its name, and how it is drawn; the
// form's values are typed from the fields (`ValuesOf`), so a form and its manager agree.

export type FieldProps<V> = { id: string; value: V; set: (value: V) => void; error?: string };

export type Field<V> = {
  width?: FieldWidth;
  initial: () => V;
  load: (stored: unknown) => V;
  render: (props: FieldProps<V>) => React.ReactNode;
};

// A field's value type is both read and written (invariant), so a record of any fields needs any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Fields = Record<string, Field<any>>;

export type ValuesOf<F extends Fields> = {
  [K in keyof F]: F[K] extends Field<infer V> ? V : never;
};

type Labelled = { label: string; hint?: string; required?: boolean; width?: FieldWidth };
type InputAttributes = Pick<
  React.ComponentProps<'input'>,
  'type' | 'placeholder' | 'maxLength' | 'autoComplete' | 'inputMode' | 'spellCheck'
>;

/** The attributes that tie a control to its error message (FormField shows it). */
const errorAria = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

const asText = (stored: unknown) => (stored == null ? '' : String(stored));

function text({
  label,
  hint,
  required,
  width,
  initial = () => '',
  ...input
}: Labelled & InputAttributes & { initial?: () => string }): Field<string> {
  return {
    width,
    initial,
    load: asText,
    render: ({ id, value, set, error }) => (
      <FormField id={id} label={label} hint={hint} required={required} error={error}>
        <Input
          id={id}
          value={value}
          onChange={(event) => set(event.target.value)}
          required={required}
          {...input}
          {...errorAria(id, error)}
        />
      </FormField>
    ),
  };
}

function textarea({
  label,
  hint,
  required,
  width,
  rows = 3,
  placeholder,
  maxLength,
}: Labelled & { rows?: number; placeholder?: string; maxLength?: number }): Field<string> {
  return {
    width,
    initial: () => '',
    load: asText,
    render: ({ id, value, set, error }) => (
      <FormField id={id} label={label} hint={hint} required={required} error={error}>
        <Textarea
          id={id}
          value={value}
          onChange={(event) => set(event.target.value)}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          required={required}
          {...errorAria(id, error)}
        />
      </FormField>
    ),
  };
}

export type Option<V extends string> = { value: V; label: string };

/** Options whose labels are the values themselves, or looked up in `labels`. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels?: Record<V, string>,
): Option<V>[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

function select<V extends string>({
  label,
  hint,
  required,
  width,
  options,
  initial = () => options[0]?.value as V,
}: Labelled & { options: readonly Option<V>[]; initial?: () => V }): Field<V> {
  return {
    width,
    initial,
    load: (stored) => String(stored) as V,
    render: ({ id, value, set, error }) => (
      <FormField id={id} label={label} hint={hint} required={required} error={error}>
        <Select
          id={id}
          value={value}
          onChange={(event) => set(event.target.value as V)}
          required={required}
          {...errorAria(id, error)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
    ),
  };
}

/** An on/off setting (Active, Featured). */
function toggle({
  label,
  hint,
  width,
  initial = false,
}: Omit<Labelled, 'required'> & { initial?: boolean }): Field<boolean> {
  return {
    width,
    initial: () => initial,
    load: Boolean,
    render: ({ value, set }) => (
      <SwitchField label={label} hint={hint} checked={value} onCheckedChange={set} />
    ),
  };
}

/** A display order, kept as typed (the schema turns anything but a number into 0). */
function order({ hint, width }: { hint?: string; width?: FieldWidth } = {}): Field<string> {
  return {
    width,
    initial: () => '0',
    load: asText,
    render: ({ id, value, set }) => (
      <DisplayOrderInput id={id} value={value} onChange={set} hint={hint} />
    ),
  };
}

/**
 * A field of several entries drawn by one editor, with the error under it; an empty list
 * shows one empty entry to start from.
 */
function entries<T>(
  empty: () => T,
  editor: (props: Omit<FieldProps<T[]>, 'error'>) => React.ReactNode,
): Field<T[]> {
  return {
    initial: () => [empty()],
    load: (stored) => (Array.isArray(stored) && stored.length ? (stored as T[]) : [empty()]),
    render: ({ error, ...props }) => (
      <>
        {editor(props)}
        {error ? <p className="mt-2 text-sm text-danger">{error}</p> : null}
      </>
    ),
  };
}

/** A list of short texts. */
function list(editor: {
  label: string;
  hint?: string;
  addLabel: string;
  placeholder?: string;
  columns?: 1 | 2;
}): Field<string[]> {
  return entries(
    () => '',
    ({ id, value, set }) => <TextListEditor id={id} values={value} onChange={set} {...editor} />,
  );
}

/** A list of label and value pairs (stats, social links). */
function pairs({
  legend,
  ...editor
}: {
  legend: string;
  addLabel: string;
  labelPlaceholder: string;
  valuePlaceholder: string;
}): Field<Pair[]> {
  return entries(
    () => ({ label: '', value: '' }),
    ({ id, value, set }) => (
      <PairListEditor id={id} legend={legend} values={value} onChange={set} {...editor} />
    ),
  );
}

/** A service's icon, chosen from the curated set. */
function icon(): Field<string | null> {
  return {
    initial: () => null,
    load: (stored) => (typeof stored === 'string' && stored ? stored : null),
    render: ({ id, value, set }) => <IconPicker id={id} value={value} onChange={set} />,
  };
}

/** The item's required title, labelled 'Title'. */
const title = (placeholder?: string) => text({ label: 'Title', required: true, placeholder });

/** A short required name (a category's), kept from the browser's autofill. */
const name = (label: string) =>
  text({ label, required: true, maxLength: 100, autoComplete: 'off' });

/** The kinds of field a declared form is made of. */
export const field = {
  text,
  title,
  name,
  textarea,
  select,
  toggle,
  order,
  list,
  pairs,
  icon,
};

/**
 * A form model from declared fields, drawn in their order on the form's grid. `only` draws a
 * part of them (one panel of a long form); the others keep their values.
 */
export function declaredForm<F extends Fields>(fields: F): FormModel<ValuesOf<F>> {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const build = (value: (key: keyof F & string) => unknown) =>
    Object.fromEntries(keys.map((key) => [key, value(key)])) as ValuesOf<F>;
  return {
    initial: () => build((key) => fields[key]!.initial()),
    load: (stored) => build((key) => fields[key]!.load((stored as Record<string, unknown>)[key])),
    render: (props) => <DeclaredFields fields={fields} {...props} />,
  };
}

/** Some of a form's declared fields on the form's grid (all of them unless `only` says which). */
export function DeclaredFields<F extends Fields>({
  fields,
  only,
  values,
  errors,
  set,
  idPrefix,
}: {
  fields: F;
  only?: readonly (keyof F & string)[];
  values: ValuesOf<F>;
  errors: Record<string, string>;
  set: <K extends keyof ValuesOf<F>>(key: K, value: ValuesOf<F>[K]) => void;
  idPrefix: string;
}) {
  const keys = only ?? (Object.keys(fields) as (keyof F & string)[]);
  return (
    <FieldGrid>
      {keys.map((key) => {
        const { width, render } = fields[key]!;
        return (
          <FieldRow key={key} width={width}>
            <Fragment>
              {render({
                id: `${idPrefix}-${key}`,
                value: values[key],
                set: (value: unknown) => set(key, value as ValuesOf<F>[typeof key]),
                error: errors[key],
              })}
            </Fragment>
          </FieldRow>
        );
      })}
    </FieldGrid>
  );
}

/**
 * The form and texts of a manager of names (categories): one required name field, 'Add {noun}'
 * to add and 'Rename {noun}' with 'Save' to rename, in a small dialog. Spread into a definition.
 */
export function namedItems(noun: string, descriptions: { add: string; rename: string }) {
  return {
    fields: { name: name(`${noun} name`) },
    texts: {
      add: { title: `Add ${noun}`, submit: `Add ${noun}`, description: descriptions.add },
      edit: { title: `Rename ${noun}`, submit: 'Save', description: descriptions.rename },
      size: 'sm' as const,
      editVerb: 'Rename' as const,
    },
  };
}
