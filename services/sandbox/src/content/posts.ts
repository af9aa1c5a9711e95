// News posts of the content site, in Italian and German, generated from the seed.
import { addDays, toYmd, romeToday } from '../data/dates.ts';
import { Rng, mixSeed } from '../data/prng.ts';

export interface Post {
  id: number;
  date: string;
  slug: string;
  lang: 'it' | 'de';
  title: string;
  excerpt: string;
  content: string;
  category: string;
  /** The WordPress term id of the category, where the site's clients filter by it (faq.ts). */
  categoryId?: number;
}

const TOPICS = {
  it: [
    [
      'Bonus sociale: come richiederlo',
      'Le agevolazioni per le famiglie in difficoltà economica e i requisiti ISEE.',
      'Agevolazioni',
    ],
    [
      'Autolettura del gas: perché conviene',
      'Comunicare la lettura evita consumi stimati e conguagli.',
      'Consigli',
    ],
    [
      "Energia verde dall'Alto Adige",
      'Le nostre centrali idroelettriche e le garanzie di origine.',
      'Sostenibilità',
    ],
    ['Nuove offerte per le imprese', 'Prezzo fisso o indicizzato: come scegliere.', 'Offerte'],
    [
      'Pagare la bolletta online',
      'Carta di credito, addebito SEPA e bollettino: tutte le modalità.',
      'Servizi',
    ],
    [
      'Risparmiare in inverno',
      'Dieci consigli per ridurre i consumi di riscaldamento.',
      'Consigli',
    ],
    [
      'Fasce orarie F1, F2, F3',
      'Cosa sono le fasce e come leggere i consumi in bolletta.',
      'Guide',
    ],
    [
      'Manutenzione programmata della rete',
      'Interventi previsti nei comuni della provincia.',
      'Avvisi',
    ],
  ],
  de: [
    [
      'Sozialbonus: so beantragen',
      'Ermäßigungen für Familien in wirtschaftlichen Schwierigkeiten und ISEE-Voraussetzungen.',
      'Förderungen',
    ],
    [
      'Gas-Selbstablesung: warum sie sich lohnt',
      'Die Mitteilung des Zählerstands vermeidet Schätzungen und Nachzahlungen.',
      'Tipps',
    ],
    [
      'Grüne Energie aus Südtirol',
      'Unsere Wasserkraftwerke und die Herkunftsnachweise.',
      'Nachhaltigkeit',
    ],
    ['Neue Angebote für Unternehmen', 'Fixpreis oder indexiert: wie wählen.', 'Angebote'],
    [
      'Rechnung online bezahlen',
      'Kreditkarte, SEPA-Lastschrift und Zahlschein: alle Möglichkeiten.',
      'Dienste',
    ],
    ['Im Winter sparen', 'Zehn Tipps, um den Heizverbrauch zu senken.', 'Tipps'],
    [
      'Zeitbänder F1, F2, F3',
      'Was die Zeitbänder sind und wie man den Verbrauch auf der Rechnung liest.',
      'Ratgeber',
    ],
    [
      'Geplante Wartung des Netzes',
      'Vorgesehene Arbeiten in den Gemeinden der Provinz.',
      'Hinweise',
    ],
  ],
} as const;

export const POSTS_PER_LANG = 23;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Newest first. */
export function buildPosts(seed: number, now: number): Post[] {
  const out: Post[] = [];
  const today = romeToday(now);
  for (const lang of ['it', 'de'] as const) {
    const rng = new Rng(mixSeed(seed, 'posts', lang));
    let day = today;
    for (let n = 0; n < POSTS_PER_LANG; n++) {
      const topics = TOPICS[lang];
      const [title, excerpt, category] = topics[n % topics.length] ?? topics[0];
      const edition = Math.floor(n / topics.length);
      const fullTitle = edition > 0 ? `${title} (${edition + 1})` : title;
      day = addDays(day, -rng.int(3, 12));
      out.push({
        id: (lang === 'it' ? 1000 : 2000) + POSTS_PER_LANG - n,
        date: `${toYmd(day)}T${String(rng.int(8, 18)).padStart(2, '0')}:00:00`,
        slug: slugify(fullTitle),
        lang,
        title: fullTitle,
        excerpt,
        content: `${excerpt} ${lang === 'it' ? "Approfondisci nell'area clienti o chiama il servizio clienti." : 'Mehr dazu im Kundenbereich oder beim Kundenservice.'}`,
        category,
      });
    }
  }
  return out;
}
