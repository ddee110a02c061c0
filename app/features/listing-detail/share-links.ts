/**
 * The share menu (SPEC §1/§2): e-mail, Facebook, Whatsapp (the web version on desktop) and SMS.
 */
export interface ShareLink {
  id: 'email' | 'facebook' | 'whatsapp' | 'sms';
  label: string;
  href: string;
  newTab: boolean;
}

export function shareLinks(input: { url: string; title: string; mobile: boolean }): ShareLink[] {
  const text = `${input.title} ${input.url}`;
  const enc = encodeURIComponent;
  return [
    { id: 'email', label: 'E-Mail', href: `mailto:?subject=${enc(input.title)}&body=${enc(text)}`, newTab: false },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(input.url)}`, newTab: true },
    {
      id: 'whatsapp',
      label: 'Whatsapp',
      href: input.mobile ? `whatsapp://send?text=${enc(text)}` : `https://web.whatsapp.com/send?text=${enc(text)}`,
      newTab: !input.mobile,
    },
    // 'sms:?&body=' is the form both iOS and Android accept.
    { id: 'sms', label: 'SMS', href: `sms:?&body=${enc(text)}`, newTab: false },
  ];
}
