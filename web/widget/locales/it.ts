/** Widget strings in Italian (see ../strings.ts). */
import type { Locale } from '../strings.ts';

export default {
  strings: {
    greeting: "Ciao! Posso aiutarti a trovare prodotti, rispondere alle domande e seguire gli ordini.",
    talk: 'Parla con una persona', end: 'Termina', close: 'Chiudi chat', chatWith: 'Chatta con {0}', messages: 'Messaggi', retry: 'Riprova',
    suggested: 'Risposte suggerite', placeholder: 'Chiedi di prodotti o del tuo ordine…', message: 'Messaggio', send: 'Invia',
    thanks: 'Grazie per il tuo parere!', rate: 'Valuta questa conversazione', helpful: 'Utile', notHelpful: 'Non utile', order: 'Ordine {0}',
    unfulfilled: 'Non spedito', arrives: 'arriva il {0}', track: 'Traccia il pacco', sorry: 'Scusa, qualcosa è andato storto. Riprova.',
    offline: 'Non riusciamo a raggiungere il negozio. Controlla la connessione e riprova.', history: 'Non riusciamo a caricare la tua conversazione.',
    team: 'Non riusciamo a raggiungere il team in questo momento. Riprova.', slow: 'Stai inviando messaggi molto velocemente, riprova tra {0} s',
    products: 'Prodotti', option: 'Opzione di {0}', soldOut: 'esaurito', add: 'Aggiungi al carrello', addLabel: 'Aggiungi al carrello: {0}', view: 'Vedi',
    viewLabel: 'Vedi {0}', noPrice: 'Prezzo non indicato', cart: 'Carrello: {0} · {1}', item: '{0} articolo', items: '{0} articoli', remove: 'Rimuovi',
    removeLabel: 'Rimuovi {0}', checkout: 'Vai alla cassa', pay: 'Paga {0}', testMode: ' (modalità test)', paid: 'Pagato · ordine {0}', expired: 'Questo pagamento è scaduto.',
  },
  statuses: {
    pending: 'in attesa', authorized: 'autorizzato', paid: 'pagato', partially_paid: 'pagato in parte', refunded: 'rimborsato', partially_refunded: 'rimborsato in parte',
    voided: 'annullato', fulfilled: 'spedito', unfulfilled: 'non spedito', partial: 'spedito in parte', partially_fulfilled: 'spedito in parte', in_transit: 'in transito',
    delivered: 'consegnato', out_for_delivery: 'in consegna', confirmed: 'confermato', label_printed: 'etichetta stampata', failure: 'problema',
  },
} satisfies Locale;
