/** tel: link for a phone number as the owner wrote it ('+44 20 7946 0321' -> 'tel:+442079460321'). */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** WhatsApp click-to-chat link: wa.me takes the international number as digits only. */
export function whatsappHref(number: string): string {
  if (/^https?:\/\//i.test(number.trim())) return number.trim();
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
