/** Widget strings in French (see ../strings.ts). */
import type { Locale } from '../strings.ts';

export default {
  strings: {
    greeting: "Bonjour ! Je peux vous aider à trouver des produits, répondre à vos questions et suivre vos commandes.",
    talk: "Parler à quelqu'un", end: 'Terminer', close: 'Fermer le chat', chatWith: 'Discuter avec {0}', messages: 'Messages', retry: 'Réessayer',
    suggested: 'Réponses suggérées', placeholder: 'Une question sur un produit ou une commande…', message: 'Message', send: 'Envoyer',
    thanks: 'Merci pour votre avis !', rate: 'Évaluez cette conversation', helpful: 'Utile', notHelpful: 'Pas utile', order: 'Commande {0}',
    unfulfilled: 'Non expédiée', arrives: 'arrive le {0}', track: 'Suivre le colis', sorry: "Désolé, quelque chose n'a pas fonctionné. Réessayez.",
    offline: 'Impossible de joindre la boutique. Vérifiez votre connexion et réessayez.', history: 'Impossible de charger votre conversation.',
    team: "Impossible de joindre l'équipe pour le moment. Réessayez.", slow: 'Vous envoyez des messages très vite, réessayez dans {0} s',
    products: 'Produits', option: 'Option de {0}', soldOut: 'épuisé', add: 'Ajouter au panier', addLabel: 'Ajouter au panier : {0}', view: 'Voir',
    viewLabel: 'Voir {0}', noPrice: 'Prix non indiqué', cart: 'Panier : {0} · {1}', item: '{0} article', items: '{0} articles', remove: 'Retirer',
    removeLabel: 'Retirer {0}', checkout: 'Payer', pay: 'Payer {0}', testMode: ' (mode test)', paid: 'Payé · commande {0}', expired: 'Ce paiement a expiré.',
  },
  statuses: {
    pending: 'en attente', authorized: 'autorisé', paid: 'payé', partially_paid: 'payé en partie', refunded: 'remboursé', partially_refunded: 'remboursé en partie',
    voided: 'annulé', fulfilled: 'expédiée', unfulfilled: 'non expédiée', partial: 'expédiée en partie', partially_fulfilled: 'expédiée en partie',
    in_transit: 'en transit', delivered: 'livré', out_for_delivery: 'en cours de livraison', confirmed: 'confirmé', label_printed: 'étiquette imprimée', failure: 'incident',
  },
} satisfies Locale;
