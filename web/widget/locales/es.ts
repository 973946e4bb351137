/** Widget strings in Spanish (see ../strings.ts). */
import type { Locale } from '../strings.ts';

export default {
  strings: {
    greeting: "¡Hola! Puedo ayudarte a encontrar productos, responder preguntas y seguir pedidos.",
    talk: 'Hablar con alguien', end: 'Terminar', close: 'Cerrar chat', chatWith: 'Chatear con {0}', messages: 'Mensajes', retry: 'Reintentar',
    suggested: 'Respuestas sugeridas', placeholder: 'Pregunta por productos o tu pedido…', message: 'Mensaje', send: 'Enviar',
    thanks: '¡Gracias por tu opinión!', rate: 'Valora esta conversación', helpful: 'Útil', notHelpful: 'No útil', order: 'Pedido {0}',
    unfulfilled: 'Sin enviar', arrives: 'llega el {0}', track: 'Seguir el paquete', sorry: 'Lo siento, algo ha fallado. Vuelve a intentarlo.',
    offline: 'No hemos podido conectar con la tienda. Revisa tu conexión y vuelve a intentarlo.', history: 'No hemos podido cargar tu conversación.',
    team: 'Ahora mismo no hemos podido avisar al equipo. Vuelve a intentarlo.', slow: 'Estás enviando mensajes muy rápido; vuelve a intentarlo en {0} s',
    products: 'Productos', option: 'Opción de {0}', soldOut: 'agotado', add: 'Añadir al carrito', addLabel: 'Añadir al carrito: {0}', view: 'Ver',
    viewLabel: 'Ver {0}', noPrice: 'Precio no indicado', cart: 'Carrito: {0} · {1}', item: '{0} artículo', items: '{0} artículos', remove: 'Quitar',
    removeLabel: 'Quitar {0}', checkout: 'Pagar', pay: 'Pagar {0}', testMode: ' (modo de prueba)', paid: 'Pagado · pedido {0}', expired: 'Este pago ha caducado.',
  },
  statuses: {
    pending: 'pendiente', authorized: 'autorizado', paid: 'pagado', partially_paid: 'pagado en parte', refunded: 'reembolsado', partially_refunded: 'reembolsado en parte',
    voided: 'anulado', fulfilled: 'enviado', unfulfilled: 'sin enviar', partial: 'enviado en parte', partially_fulfilled: 'enviado en parte', in_transit: 'en camino',
    delivered: 'entregado', out_for_delivery: 'en reparto', confirmed: 'confirmado', label_printed: 'etiqueta impresa', failure: 'incidencia',
  },
} satisfies Locale;
