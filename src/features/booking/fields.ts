import { textField, type Field } from '@/features/public-forms/rules';

// The booking part of the consultation form: the chosen start (an instant, as the slot list
// sends it), the consultation it is for and the zone the visitor read the times in. Empty
// when no time was picked. These rules only check the shape, in the visitor's browser and on
// the server; whether the time is still open is the server's to say (book.ts).

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;
const KEY = /^[a-z0-9-]{1,80}$/;
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

const optionalShape = (pattern: RegExp, max: number, message: string): Field<string> =>
  textField([(v) => (v === '' || (v.length <= max && pattern.test(v)) ? null : message)], (v) =>
    v.trim(),
  );

export const bookingFields = {
  bookingStart: optionalShape(INSTANT, 30, 'Please choose a time from the list'),
  bookingOffering: optionalShape(KEY, 80, 'Please choose a consultation from the list'),
  visitorTimeZone: optionalShape(ZONE, 64, 'Please choose a time zone from the list'),
};

export type BookingFields = {
  bookingStart: string;
  bookingOffering: string;
  visitorTimeZone: string;
};
