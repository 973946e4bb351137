/** Widget strings in Portuguese (see ../strings.ts). */
import type { Locale } from '../strings.ts';

export default {
  strings: {
    greeting: "Olá! Posso ajudar você a encontrar produtos, responder perguntas e acompanhar pedidos.",
    talk: 'Falar com uma pessoa', end: 'Encerrar', close: 'Fechar chat', chatWith: 'Conversar com {0}', messages: 'Mensagens', retry: 'Tentar de novo',
    suggested: 'Respostas sugeridas', placeholder: 'Pergunte sobre produtos ou seu pedido…', message: 'Mensagem', send: 'Enviar',
    thanks: 'Obrigado pela sua opinião!', rate: 'Avalie esta conversa', helpful: 'Útil', notHelpful: 'Não foi útil', order: 'Pedido {0}',
    unfulfilled: 'Não enviado', arrives: 'chega em {0}', track: 'Rastrear pacote', sorry: 'Desculpe, algo deu errado. Tente de novo.',
    offline: 'Não conseguimos falar com a loja. Verifique a sua conexão e tente de novo.', history: 'Não conseguimos carregar a sua conversa.',
    team: 'Não conseguimos falar com a equipe agora. Tente de novo.', slow: 'Você está enviando mensagens muito rápido, tente de novo em {0} s',
    products: 'Produtos', option: 'Opção de {0}', soldOut: 'esgotado', add: 'Adicionar ao carrinho', addLabel: 'Adicionar ao carrinho: {0}', view: 'Ver',
    viewLabel: 'Ver {0}', noPrice: 'Preço não informado', cart: 'Carrinho: {0} · {1}', item: '{0} item', items: '{0} itens', remove: 'Remover',
    removeLabel: 'Remover {0}', checkout: 'Finalizar compra', pay: 'Pagar {0}', testMode: ' (modo de teste)', paid: 'Pago · pedido {0}', expired: 'Este pagamento expirou.',
  },
  statuses: {
    pending: 'pendente', authorized: 'autorizado', paid: 'pago', partially_paid: 'pago em parte', refunded: 'reembolsado', partially_refunded: 'reembolsado em parte',
    voided: 'anulado', fulfilled: 'enviado', unfulfilled: 'não enviado', partial: 'enviado em parte', partially_fulfilled: 'enviado em parte', in_transit: 'em trânsito',
    delivered: 'entregue', out_for_delivery: 'saiu para entrega', confirmed: 'confirmado', label_printed: 'etiqueta impressa', failure: 'problema',
  },
} satisfies Locale;
