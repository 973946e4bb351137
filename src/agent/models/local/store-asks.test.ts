import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isQuestion, storeAskOf } from './store-asks.ts';

test('questions about how the store works, in the shopper’s own words, name the policy they ask about', () => {
  const cases: Array<[string, string]> = [
    ['got these boots a month ago, still in the box. could I still swap them for something else?', 'check_refund_policy'],
    ['the mug came with a chip. can it be sent back?', 'check_refund_policy'],
    ['is it too late to send them back after five weeks?', 'check_refund_policy'],
    ['once I check out, how fast do you guys pack and send orders?', 'delivery_period'],
    ['roughly when does stuff go out the door after I order?', 'delivery_period'],
    ['it has to be there by saturday. is there a rush option?', 'delivery_options'],
    ['would it cost more to have it arrive sooner?', 'delivery_options'],
    ['does the amount get taken out of my account right when I order?', 'check_payment_methods'],
    ['when do you guys actually charge me?', 'check_payment_methods'],
    ['if I have a problem on a sunday, is somebody around to help?', 'contact_customer_service'],
    ['what are your hours?', 'contact_customer_service'],
    ['do you have any phone for call? i prefer to talk to someone', 'contact_customer_service'],
    ['do you guys have a phone number?', 'contact_customer_service'],
    ['do you have a phone line i could call', 'contact_customer_service'],
    // (Glossed word order: "service à la clientèle, c'est ouvert à quelles heures ?")
    ['customer service, it is open what time? i would rather chat with someone on the phone', 'contact_customer_service'],
    ['the help desk is open until what time on fridays?', 'contact_customer_service'],
    ['can I pay with Klarna on your site?', 'check_payment_methods'],
    ['if I write to your inbox, how soon does someone get back to me?', 'contact_customer_service'],
    ['is there anyone who helps out on weekends if an order goes wrong?', 'contact_customer_service'],
    ['could you ship a package to Lima? my brother lives there.', 'delivery_options'],
    ["the shampoo I ordered smells awful and I've used it twice. will you accept it back or not?", 'check_refund_policy'],
    ['after i hit buy, how many days till you guys actually send it out', 'delivery_period'],
    ['is the 30 days counted from my order date or from the day the box lands on my porch', 'check_refund_policy'],
    // The store itself left ("leave you guys"), and the fastest the store can send, asked without a tier's name.
    ['if we buy it this evening, how quickly will it leave y\'all?', 'delivery_period'],
    ['it is monday and the party is thursday. what is the quickest you guys could ship, and what does that cost?', 'delivery_options'],
    ['when we write to your support, how many days before we get a reply?', 'contact_customer_service'],
  ];
  for (const [said, intent] of cases) assert.equal(storeAskOf(said.toLowerCase()), intent, said);
});

test('statements, other businesses and product questions are not store policy questions', () => {
  for (const said of [
    'I want a jacket I can return if it does not fit',
    'what time does the bank open on saturday?',
    'how long will my new card take to come in the mail?',
    'how many dollars can I exchange for 300 euros?',
    'are you working for someone else?',
    'can you wake me up at 6 in the morning?',
    'how fast does this kettle boil?',
    'do you have an overnight bag?',
    'our puppy is teething and chews every shoe left by the door',
    // A window of the house is no returns window.
    'cold air comes in around the outside of our window frames. what do i run along those cracks?',
  ]) assert.equal(storeAskOf(said.toLowerCase()), undefined, said);
});

test('a question is told by its mark or by a clause that opens with a question word', () => {
  assert.equal(isQuestion('tags still on. am i able to return it'), true);
  assert.equal(isQuestion('i returned it last week'), false);
});

test('sending to someone who lives in a named place is a delivery question; a dorm or a house is not a place', () => {
  assert.equal(storeAskOf('my brother lives in dublin. could i ship a parcel to him from here?'), 'delivery_options');
  assert.equal(storeAskOf('can i get a present to my aunt in montreal?'), 'delivery_options');
  assert.equal(storeAskOf('my son lives in a dorm, can i send him a care package?'), undefined);
});

test('whether a purchase goes back, how a return starts, what a swap costs, when the carrier gets it, whom to ask', () => {
  const cases: Array<[string, string]> = [
    ['the serum made my face sting after one use. is it refundable?', 'check_refund_policy'],
    ['are the sale items returnable', 'check_refund_policy'],
    ['where do i find the returns label?', 'check_refund_policy'],
    ['how do i get started on a return for the lamp?', 'check_refund_policy'],
    ['where should i mail the shoes back to?', 'check_refund_policy'],
    ['the jacket runs small. does exchanging it for a large cost anything?', 'check_refund_policy'],
    ['do you charge anything to change it for another size?', 'check_refund_policy'],
    ['if we ordered the rug tonight, when would it show up?', 'delivery_period'],
    ['how soon would it arrive if i bought two now', 'delivery_period'],
    ['paid this morning. when does the courier pick it up?', 'delivery_period'],
    ['my cart is $30, what would i be charged for shipping on that?', 'delivery_options'],
    ['i have a question about ordering 200 pencils for our office, who should i speak with?', 'contact_customer_service'],
  ];
  for (const [said, intent] of cases) assert.equal(storeAskOf(said.toLowerCase()), intent, said);
  for (const said of [
    'how do you send money back to a friend on venmo?',
    'how do i post a picture back to my feed',
    'how do i get started with running?',
    'if i buy the blue one is it waterproof?',
    'who do you think will win the game tonight?',
    'who do i contact for my lost luggage',
    'who should i call about a w2 form',
  ]) assert.equal(storeAskOf(said.toLowerCase()), undefined, said);
});

test('where goods go, how they are followed, when they are paid, what a return needs, how to reach the team', () => {
  const cases: Array<[string, string]> = [
    ['could the rug be shipped over to my sister in halifax?', 'delivery_options'],
    ['any cheaper way to have them delivered?', 'delivery_options'],
    ['how quickly could it get here if i paid a bit more', 'delivery_options'],
    ['will i be sent a tracking link?', 'delivery_options'],
    ['do i get a text when my parcel goes out?', 'delivery_options'],
    ['which courier do you ship with?', 'delivery_options'],
    ['does stuff ship out the same day if i order early?', 'delivery_period'],
    ['am i billed at checkout or later?', 'check_payment_methods'],
    ['does your checkout offer a payment plan?', 'check_payment_methods'],
    ['threw out the packaging already, can i still return the kettle?', 'check_refund_policy'],
    ['when i send it back, is it a refund to my card or store credit?', 'check_refund_policy'],
    ['how soon is my money back after you get the parcel?', 'check_refund_policy'],
    ['could i change these boots for a bigger size?', 'check_refund_policy'],
    ['what number should i call if something arrives broken?', 'contact_customer_service'],
    ['does customer service answer on sundays?', 'contact_customer_service'],
  ];
  for (const [said, intent] of cases) assert.equal(storeAskOf(said.toLowerCase()), intent, said);
  for (const said of [
    'can i swap butter for oil in brownies?',
    "what's the best way to ship a piano across the state?",
    'how long until my tax refund arrives?',
    'do you have a shipping scale?',
    'i need a tracking collar for my cat',
    'what is your favourite colour?',
  ]) assert.equal(storeAskOf(said.toLowerCase()), undefined, said);
});

test('a date the goods are needed by, then a wish for speed, asks about faster shipping', () => {
  assert.equal(storeAskOf('i need the package by friday at the latest. can that be done any faster?'), 'delivery_options');
  assert.equal(storeAskOf('we need it before saturday, is there a quicker way?'), 'delivery_options');
  assert.equal(storeAskOf('i need the report by friday, can you type faster?'), undefined);
});

test('when an order not yet placed would leave, goods that reach a place, billing and tax, a way of paying, money back, a window, clearance, a number to dial', () => {
  const cases: Array<[string, string]> = [
    ['say i order tonight around midnight, when would it actually leave your warehouse?', 'delivery_period'],
    ['if we check out on sunday when does it head out?', 'delivery_period'],
    ['my brother lives out in winnipeg, is there any way he could receive things from your shop?', 'delivery_options'],
    ['a friend over in berlin has a birthday soon, could a gift go there?', 'delivery_options'],
    ['if something is on pre-order, when do you take the money?', 'check_payment_methods'],
    ['do i pay today or when it ships?', 'check_payment_methods'],
    ['are taxes added on top of the prices i see?', 'check_payment_methods'],
    ['would a gift card work for paying at checkout?', 'check_payment_methods'],
    ['i opened the face cream and hate the smell, can i get my money back for it?', 'check_refund_policy'],
    ['it came last month, am i still within the window to send it back?', 'check_refund_policy'],
    ['bought it from the clearance section, am i stuck with it?', 'check_refund_policy'],
    ['what number do i dial to talk to you?', 'contact_customer_service'],
    ['what hours is a real person around?', 'contact_customer_service'],
  ];
  for (const [said, intent] of cases) assert.equal(storeAskOf(said), intent, said);
  // A shopper's own taxes, a name to call the assistant by, rewards cash back: not the store's.
  for (const said of [
    'what is the total amount i pay in taxes?',
    'what may i call you?',
    'how do i get cash back for the rewards on my amex card?',
    'when would the train leave the station?',
  ]) assert.equal(storeAskOf(said), undefined, said);
});

test('a purchase that might not work out, and how long until it is in hand, said short', () => {
  for (const [said, intent] of [
    ['what happens if the trainers are too tight?', 'check_refund_policy'],
    ['what should we do if the coat turns out too short?', 'check_refund_policy'],
    ["if my daughter isn't happy with the colour, could she swap it?", 'check_refund_policy'],
    ['what are my options if he hates it?', 'check_refund_policy'],
    ["if the rug doesn't match, can I send it back?", 'check_refund_policy'],
    ['how soon till I receive the parcel?', 'delivery_period'],
    ['how many weeks before we get our order?', 'delivery_period'],
  ] as const) assert.equal(storeAskOf(said.toLowerCase()), intent, said);
  for (const said of [
    "what happens if I don't pay my phone bill on time?",
    "what if my boss doesn't like my presentation?",
    'what if it rains on the day of the picnic?',
    'how long to get to the station from here?',
    'how long does it take to get a new passport?',
  ]) assert.equal(storeAskOf(said.toLowerCase()), undefined, said);
});

test('paying when the goods come is a way of paying, not a delivery charge; fish and bills are not', () => {
  for (const said of ['could I just pay cash upon delivery?', 'is it possible to pay once the parcel shows up?', 'will the delivery guy take card on delivery?', 'would c.o.d. be possible?']) {
    assert.equal(storeAskOf(said.toLowerCase()), 'check_payment_methods', said);
  }
  for (const said of ['do you have any smoked cod?', 'can I pay my phone bill when it arrives?', 'how much do you charge for delivery?']) {
    assert.notEqual(storeAskOf(said.toLowerCase()), 'check_payment_methods', said);
  }
});

test('a faster delivery tier asked about by its name is a delivery question; a train, a lane or a card of that name is not', () => {
  for (const t of ['how many days does express take and what does it cost?', 'how much is overnight?', 'what does expedited cost?', 'how long does next-day delivery take?']) {
    assert.equal(storeAskOf(t), 'delivery_options', t);
  }
  for (const t of ['how long does the express train take to get to boston?', 'how long is the express lane wait?', 'do you take american express?', 'how many days until my next day off']) {
    assert.notEqual(storeAskOf(t), 'delivery_options', t);
  }
});

test('how many days a refund takes is a refund question, told either way round; a count of days alone is not', () => {
  assert.equal(storeAskOf('i returned a sweater last week, how many days until the refund?'), 'check_refund_policy');
  assert.equal(storeAskOf('i returned a sweater last week, i will be refunded within how many days?'), 'check_refund_policy');
  // Near misses: days without a refund, and a refund without a question of time.
  assert.equal(storeAskOf('how many days does the battery last?'), undefined);
  assert.notEqual(storeAskOf('i was refunded twice for the same order'), 'check_refund_policy');
});
