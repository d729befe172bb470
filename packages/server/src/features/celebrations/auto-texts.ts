/** The title and short content of an automatic celebration, in English and Spanish. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What colleagues call the person: their first name, else the first word of their name. */
export function firstName(p: { name: string; name_first: string | null }): string {
  return p.name_first?.trim() || p.name.trim().split(/\s+/)[0] || p.name;
}

interface Texts {
  title: string;
  content: string;
}

/** What the texts say: whose day, which, and how many years (an Occasion of auto-celebrations.ts). */
export interface OccasionWords {
  person: { name: string; name_first: string | null };
  type: 'birthday' | 'anniversary';
  years: number | null;
}

export function automaticTexts(o: OccasionWords): { en: Texts; es: Texts } {
  const name = firstName(o.person);
  const html = escapeHtml(name);
  const cut = (t: string) => t.slice(0, 200);
  if (o.type === 'birthday')
    return {
      en: {
        title: cut(`Happy birthday, ${name}!`),
        content: `<p>Today is ${html}'s birthday. Wish them a great day!</p>`,
      },
      es: {
        title: cut(`¡Feliz cumpleaños, ${name}!`),
        content: `<p>Hoy es el cumpleaños de ${html}. ¡Deséale un gran día!</p>`,
      },
    };
  const n = o.years ?? 1;
  return {
    en: {
      title: cut(`Happy ${n}-year work anniversary, ${name}!`),
      content: `<p>${html} celebrates ${n} ${n === 1 ? 'year' : 'years'} with us today. Congratulations!</p>`,
    },
    es: {
      title: cut(`¡Feliz aniversario laboral de ${n} ${n === 1 ? 'año' : 'años'}, ${name}!`),
      content: `<p>Hoy ${html} cumple ${n} ${n === 1 ? 'año' : 'años'} con nosotros. ¡Felicidades!</p>`,
    },
  };
}
