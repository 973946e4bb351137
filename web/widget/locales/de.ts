/** Widget strings in German (see ../strings.ts). */
import type { Locale } from '../strings.ts';

export default {
  strings: {
    greeting: "Hallo! Ich helfe dir, Produkte zu finden, Fragen zu beantworten und Bestellungen zu verfolgen.",
    talk: 'Person anfragen', end: 'Beenden', close: 'Chat schließen', chatWith: 'Chat mit {0}', messages: 'Nachrichten', retry: 'Erneut versuchen',
    suggested: 'Vorgeschlagene Antworten', placeholder: 'Frag nach Produkten oder deiner Bestellung…', message: 'Nachricht', send: 'Senden',
    thanks: 'Danke für dein Feedback!', rate: 'Bewerte dieses Gespräch', helpful: 'Hilfreich', notHelpful: 'Nicht hilfreich', order: 'Bestellung {0}',
    unfulfilled: 'Nicht versendet', arrives: 'kommt am {0}', track: 'Sendung verfolgen', sorry: 'Entschuldige, etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
    offline: 'Der Shop ist nicht erreichbar. Prüfe deine Verbindung und versuch es noch einmal.', history: 'Dein Gespräch konnte nicht geladen werden.',
    team: 'Das Team ist gerade nicht erreichbar. Bitte versuch es noch einmal.', slow: 'Du sendest sehr schnell Nachrichten, versuch es in {0} s noch einmal',
    products: 'Produkte', option: 'Variante von {0}', soldOut: 'ausverkauft', add: 'In den Warenkorb', addLabel: '{0} in den Warenkorb', view: 'Ansehen',
    viewLabel: '{0} ansehen', noPrice: 'Kein Preis angegeben', cart: 'Warenkorb: {0} · {1}', item: '{0} Artikel', items: '{0} Artikel', remove: 'Entfernen',
    removeLabel: '{0} entfernen', checkout: 'Zur Kasse', pay: '{0} bezahlen', testMode: ' (Testmodus)', paid: 'Bezahlt · Bestellung {0}', expired: 'Dieser Bezahllink ist abgelaufen.',
  },
  statuses: {
    pending: 'ausstehend', authorized: 'autorisiert', paid: 'bezahlt', partially_paid: 'teilweise bezahlt', refunded: 'erstattet', partially_refunded: 'teilweise erstattet',
    voided: 'storniert', fulfilled: 'versendet', unfulfilled: 'nicht versendet', partial: 'teilweise versendet', partially_fulfilled: 'teilweise versendet',
    in_transit: 'unterwegs', delivered: 'zugestellt', out_for_delivery: 'in Zustellung', confirmed: 'bestätigt', label_printed: 'Etikett gedruckt', failure: 'Problem',
  },
} satisfies Locale;
