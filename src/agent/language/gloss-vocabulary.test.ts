/**
 * General shopping vocabulary of the lexicons (src/shared/lexicon/*.ts) that everyday needs are told with: fit said with
 * "quedar", plates sold as a set, garden birds, price words of Québec, collars for pets, a bath's seam, a guest with
 * nowhere to sleep, work trips. Messages written for this test from general knowledge of the languages, none from an
 * evaluation file.
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

test('everyday vocabulary: sets, birds, fit, what something works for, price words and pets', () => {
  checkGlosses([
    ['pt', 'preciso de um aparelho de jantar para seis pessoas', [/dinnerware set/]],
    // A phrase of the lexicon with its preposition fused to the article ("horário do atendimento" = "horário de atendimento").
    ['pt', 'qual o horário do atendimento de vocês?', [/opening hours/], [/appointment/]],
    ['es', 'se me rajan los nudillos de tanto lavarme las manos', [/knuckles/], [/nude/]],
    ['de', 'ich hab null Ahnung, was ich ihr schenken soll', [/no idea/], [/ahnung/i]],
    ['pt', 'um comedouro para beija-flor que não vaze', [/hummingbird feeder/]],
    ['pt', 'queria um comedouro para o meu gato', [/feeder/], [/hummingbird/]],
    ['es', 'las botas me quedan chicas, ¿las cambio por un número más grande?', [/too small/, /one size up/]],
    ['es', 'unas brocas que sirvan para concreto', [/that work for/]],
    ['es', 'un camión de control remoto todoterreno', [/off-road/]],
    ['es', '¿va a llover el sábado en Lima?', [/will it rain/]],
    ['fr', 'une lampe en bas de 40 piasses', [/under 40 dollars/]],
    ['fr', 'un collier pour mon chat qui se détache', [/collar for my cat/], [/necklace/]],
    ['es', 'mi hermano no tiene dónde dormir cuando viene', [/nowhere to sleep/]],
    ['es', 'la junta de la ducha está llena de moho', [/shower seam/]],
    ['es', 'siempre llevo las camisas arrugadas en los viajes de trabajo', [/wrinkled/, /work trips/]],
  ]);
});

test('"come", "wie", "como" between "more" and a card\'s place compare with it; a noun after an adjective takes "de la" as "of the"', () => {
  checkGlosses([
    ['it', 'altre come la seconda?', [/^others like the second one\b/]],
    ['de', 'zeig mir noch mehr in der Art wie das zweite', [/\bmore like the second one\b/]],
    ['pt', 'outros como o segundo?', [/\bothers like the second one\b/]],
    // Still a question of how at the start of a sentence.
    ['it', 'come la seconda si lava?', [/^how the second one\b/]],
    ['fr', 'la vraie recette de la tarte', [/\brecipe of the\b/], [/\bsome\b/]],
    // Words of these conversations' kinds: a town's inhabitants, calf cramps, a mesh back, a saying on a poster.
    ['it', 'quanti abitanti ha Milano?', [/\binhabitants\b/], [/dress/]],
    ['es', 'tengo calambres en los gemelos por la noche', [/\bcalf cramps\b/], [/twins/]],
    ['pt', 'uma cadeira com as costas em rede', [/\bmesh back\b/]],
    ['de', 'ein Poster mit einem motivierenden Spruch', [/\bmotivational saying\b/]],
  ]);
});

test('gloss14 vocabulary: office gift exchanges, bike brakes, bras, wind, collars, bristles, knife blocks, supplements, resemblance, pocket money, doors', () => {
  checkGlosses([
    ['es', 'quiero algo bonito para el intercambio navideño del trabajo', [/christmas gift exchange/], [/program/]],
    ['es', 'mi bici tiene frenos de disco y chillan cuando voy en bajada', [/disc brakes/, /squeal/, /downhill/], [/say/]],
    ['es', 'busco un brasier sin aros, me operaron del pecho hace poco', [/wireless bra/, /chest surgery/], [/hoop earrings/]],
    ['pt', 'na praia bate um vento e as toalhas saem voando', [/the wind gusts/, /blow away/], [/crash/]],
    ['pt', 'uma camisa social com colarinho para o estágio', [/collar/, /internship/], [/necklace/]],
    ['it', 'uno spazzolino con setole morbide per mia figlia quattordicenne', [/soft bristles/, /14-year-old/]],
    ['it', 'un ceppo di coltelli da tenere sul piano della cucina', [/knife block/, /kitchen counter/], [/\blog\b/, /floor/]],
    ['it', 'mia figlia porta la M', [/wears size m/], [/door/]],
    ['fr', 'je cherche un complément alimentaire, je suis complètement vidée', [/supplement/, /exhausted/], [/emptied/]],
    ['fr', "d'autres sacs dans le genre du troisième", [/like the third one/]],
    ['fr', 'une maquette de la tour de Pise pour mon fils', [/leaning tower of pisa/], [/lap/]],
    ['de', 'gibt es Schuhe, die dem dritten ähneln?', [/look like the third one/], [/the the/]],
    ['de', 'mein Neffe spart sein Taschengeld auf eine Konsole', [/saves his pocket money for a console/], [/bags/]],
    ['de', 'die Badezimmertür schleift und geht nur mit Gewalt zu', [/drags/, /only closes by force/]],
    // Everyday words told around a need: hairballs, pilling, a cake that sank.
    ['es', 'el gato suelta mucho pelo y vomita bolas de pelo', [/sheds a lot/, /hairballs/]],
    ['fr', 'le pull a bouloché après deux lavages', [/pilled/]],
    ['it', 'il dolce si è sgonfiato appena sfornato', [/sank/]],
  ]);
});

test('an excuse is no toilet ("excusa" is not "excusado"); how long one usually waits for support; Easter; sorting out', () => {
  checkGlosses([
    ['es', 'Necesito una excusa creíble para no ir a la cena de empresa del viernes', [/\bexcuse\b/], [/toilet/]],
    ['es', 'el excusado está tapado', [/toilet/]],
    ['pt', 'Se eu mandar um e-mail para o apoio ao cliente, quanto tempo costumam demorar a responder?', [/customer support/, /how long/], [/weather/]],
    ['pt', 'como está o tempo amanhã', [/weather/]],
    ['fr', 'on déjeune chez eux à pâques et je voudrais pas débarquer sans rien', [/easter/, /show up/]],
    ['de', 'das würde ich gern direkt mit jemandem von euch klären', [/sort out/]],
  ]);
});

test('a school project on volcanoes; marked hours; thanks a lot; the highway; rolls sold last year; hosting friends over red wine', () => {
  checkGlosses([
    ['it', "mio figlio deve fare una ricerca sui vulcani per la scuola, perché l'etna erutta così spesso?", [/research project/, /volcanoes/, /erupts so often/], [/look for/]],
    ['es', 'Que tenga marcadas las horas por fuera, así sé si voy atrasado', [/marked/, /on the outside/, /i am behind/], [/called/]],
    ['de', 'Danke vielmals, das zeig ich heute Abend meinem Mann', [/^thanks a lot/, /i will show that/]],
    ['it', 'vorrei accendere il riscaldamento mentre siamo ancora in autostrada', [/on the highway/]],
    ['fr', "des nœuds qu'on vend au marché, l'an passé on en a fait une bonne centaine, des rouleaux de toutes les couleurs", [/sells/, /last year/, /about a hundred/, /rolls/]],
    ['pt', 'Eles adoram receber os amigos ao fim de semana com um bom tinto e conversa até tarde', [/host friends/, /on the weekend/, /red wine/, /until late/], [/in the mood/, /receive/]],
    ['fr', 'on reçoit des amis samedi', [/host friends/]],
  ]);
});

test('plywood, rounded shapes and drilling metal; a garden hose and then; a specific soap; a kidney stone and the urologist', () => {
  checkGlosses([
    ['fr', "une machine pour découper des formes bien arrondies dans le contreplaqué, quelque chose de plus costaud pour percer ce métal", [/rounded/, /plywood/, /sturdier/, /drill this metal/]],
    ['it', "qualcosa che si infila in un attimo e che poi lavo con la canna dell'acqua", [/then wash/, /garden hose/]],
    ['pt', 'o dermatologista falou de um sabonete específico pra isso', [/specific/]],
    ['es', 'El mes pasado me dio un cólico nefrítico, el urólogo dice que tengo que beber más', [/kidney stone/, /urologist/]],
  ]);
});

test('savings and a theorem; an antibiotic; booking a hotel; a machine that grinds; on the wrist, not a doll', () => {
  checkGlosses([
    ['fr', "J'ai 3000 € de côté, vous me conseillez plutôt un ETF ou de laisser ça sur mon livret A ?", [/saved/, /savings account/]],
    ['it', 'Mi spieghi il teorema di Pitagora in modo semplice?', [/pythagorean theorem/]],
    ['es', 'Me duele una muela desde ayer, ¿qué antibiótico me tomo?', [/what antibiotic do i take/]],
    ['pt', 'reserva pra mim um hotel em Gramado pro feriado', [/book me a hotel/]],
    ['de', 'Wir hätten gern ein Gerät, das die Bohnen frisch mahlt und auf Knopfdruck Milchschaum macht', [/we would like a machine/, /grinds fresh/, /milk foam/]],
    ['de', 'weil er das Piepen vom Handy einfach nicht mitkriegt. Was könnte ihn wach machen?', [/beeping/, /does not hear/, /wake up/]],
    ['es', 'Quisiera algo en la muñeca que le vibre cuando le llegue una llamada', [/on the wrist/, /vibrat/, /gets a call/], [/doll/]],
    ['es', 'una muñeca para mi hija', [/doll/]],
  ]);
});

test('gloss19 vocabulary: weddings and the size one wears, shoes off at home, a venue to warm up, pencils, call centers, swimming laps, hearing badly, cool water', () => {
  checkGlosses([
    ['it', 'Mia zia ha rifatto la cucina e in casa sua non si entra con le scarpe', [/has redone the kitchen/, /you can't go in with/], [/\byour\b/, /enters/]],
    ['it', 'Ci vado tutte le domeniche, cosa potrei portarle?', [/i go there every sunday/, /what could i\b/], [/\bus\b/]],
    ['it', "Il bar è bianco e triste, sembra una sala d'attesa: cerco qualcosa di colorato che dia calore al locale", [/looks like a waiting room/, /something colorful/, /warmth to the venue/], [/climb/, /attesa/, /local\b/]],
    ['it', 'meno di 20 euro l\'uno, siamo agli inizi', [/under 20 euros each/, /just starting out/], [/the a\b/]],
    ['it', 'Ci vorrebbe un telefono semplice da usare, con i tasti grandi', [/^what is needed is a phone easy to use/, /buttons/], [/\bus would\b/, /keys/]],
    ['it', 'Perdo un sacco di tempo a fare la punta alle matite e la mina si spezza sempre', [/waste a lot of time/, /sharpen/, /pencil lead breaks/], [/weather/, /minute/, /\btip\b/]],
    ['it', 'Faccio ingegneria e mi serve un portamine per il disegno tecnico', [/i study engineering/, /mechanical pencil/, /technical drawing/]],
    ['it', 'Lavoro in un call center e mi servono cuffie per avere le mani libere', [/call center/, /hands free/], [/callus/]],
    ['it', 'Mio nonno vuole vedere i nipoti', [/wants to see the grandchildren/]],
    ['es', 'Mi hermano se casa en junio y quiero ir cómoda pero arreglada, gasto un 39', [/my brother is getting married/, /dressy/, /i wear a size 39/], [/home/, /spend/]],
    ['es', 'Pienso ir a la boda con tacón bajito porque no aguanto ni una hora', [/^i plan to go to the wedding/, /low heel/, /not even an hour/], [/food/, /short/]],
    ['es', 'En casa nadie bebe agua del grifo, queremos dejar algo en la nevera con agua fresquita', [/nobody drinks/, /we want to leave something/, /cool water/], [/baby/, /quit/, /chilly/]],
    ['es', 'bailamos hasta las tantas y cada vez más gente acaba descalza', [/until very late/, /more and more/], [/tantas/, /every time/]],
    ['pt', 'A minha irmã casa-se em maio e eu só tenho ténis; preciso de sapatos de cerimónia', [/is getting married/, /sneakers/, /formal shoes/], [/home/, /tennis/, /ceremony/]],
    ['pt', 'Ela calça 37 e quer algo para usar com o vestido', [/she wears size 37/, /to wear with the dress/], [/pants/]],
    ['pt', 'Minha filha quer fazer live de jogo, o fone do celular não dá conta', [/livestream games/, /phone earbuds/], [/carry/]],
    ['pt', 'Quero um microfone de mesa, não desses de espetar no celular', [/desktop microphone/, /of those that plug into the phone/], [/skewer/, /desses/]],
    ['pt', 'Vou de ônibus todo dia, uma hora e meia, e o notebook tem 14 polegadas', [/i go by bus every day/, /an hour and a half/, /14 inches/], [/kind of/, /thumb/]],
    ['fr', "Ma mère s'est fait opérer de la cataracte et l'ophtalmo lui a dit de porter des lunettes", [/had surgery for cataract/, /eye doctor told him to wear/]],
    ['fr', 'Avec le soleil qui tape il plisse les yeux, la pharmacienne conseille des verres polarisés', [/sun beating down/, /he squints/, /pharmacist/], [/type/, /pharmacienne/]],
    ['fr', 'Je traîne en chaussettes toute la journée et je vais attraper la crève', [/i pad around in socks/, /going to catch a cold/], [/\blug\b/, /exhausted/]],
    ['fr', 'Des bottes avec une semelle épaisse, sans me mouiller les pieds, hein', [/thick sole/, /without getting my feet wet/], [/insole/]],
    ['de', 'Ich brauche Hemden in Langarm, am liebsten bügelfrei', [/long sleeve/, /non-iron/], [/arm free/, /only/]],
    ['de', 'Kurzarm geht bei uns im Büro gar nicht', [/short sleeve/, /in our office/, /not at all/], [/at all not/]],
    ['de', 'Im Hallenbad riechen meine Haare nach Chlor und sind wie Stroh', [/indoor pool/, /of chlorine/, /like straw/], [/hallenbad|chlor\b|stroh/i]],
    ['de', 'Ich gehe zweimal die Woche Bahnen schwimmen', [/twice a week/, /swim laps/], [/train/]],
    ['de', 'Meine Mutter hört ziemlich schlecht', [/quite hard of hearing/], [/listens/]],
  ]);
});

test('session 36 vocabulary: drinking up someone\'s water and bringing one\'s own; a gift registry and having no ideas at all; at home', () => {
  checkGlosses([
    ['es', 'mi sobrino se toma toda el agua de la mesa, quiero que lleve el suyo', [/drinks all the water/, /brings his own/], [/takes/]],
    ['pt', 'eles fizeram uma lista de presentes mas estou sem ideias nenhumas', [/gift registry/, /no ideas at all/]],
    ['de', 'bei uns zu Hause ist es abends kalt', [/^at home/], [/our place/]],
  ]);
});

test('gloss20 vocabulary: Swiss and Austrian words, a prom and an interview, heels, borrowing, mascara; Québec talk, midwives, the vet; presents and a baby shower; fairground rides and bits; a long weekend and a backpack', () => {
  checkGlosses([
    ['de', 'Mein Opa wünscht sich ein Sackmesser zum Geburtstag', [/pocket knife/], [/bag knife/]],
    ['de', 'Die Kinder brauchen eine neue Jausenbox für die Schule', [/lunch box/], [/speaker/]],
    ['de', 'Wir suchen ein Gitterbett aus Holz', [/crib/], [/grid/]],
    ['de', 'Sie soll endlich ins richtige Bett umziehen', [/move into a real bed/], [/correct/]],
    ['de', 'Der Bub geht im Juni auf den Maturaball', [/boy/, /prom/], [/ball/]],
    ['de', 'Meine Nichte hat bald ihr Vorstellungsgespräch und braucht was Seriöses', [/job interview/, /something professional/]],
    ['de', 'Ich suche Pumps mit niedrigem Absatz, auf hohen Hacken knick ich um', [/low heel/, /high heels/, /i twist my ankle/], [/chop/, /knick/]],
    ['de', 'Mein Nachbar leiht sich dauernd Werkzeug', [/borrows/, /tools/], [/lends?\b/]],
    ['de', 'Was soll ich zum Richtfest mitbringen?', [/what should i bring/, /house-raising party/]],
    ['de', 'Den Nagellack krieg ich nicht ab', [/can't get off/], [/\bwar\b/]],
    ['de', 'Die wasserfeste Jacke gibt es auch in Knallrot?', [/the waterproof jacket/, /bright red/], [/most/, /water party/]],
    ['fr', "Mon chat a une haleine de poney mort, faut que je l'amène chez la véto", [/terrible breath/, /at the vet's/], [/poney|death/]],
    ['fr', 'Je cherche une petite attention pour remercier la sage-femme', [/small gift/, /to thank the midwife/], [/wise/]],
    ['fr', 'Chu ben fatiguée, mes élèves parlent en titi pis mon dos est tout croche', [/^i am/, /a lot/, /and my back is all messed up/], [/titi|croche/]],
    ['fr', 'Ma mère est prof au secondaire', [/high school teacher/]],
    ['fr', "Je vous ai envoyé un courriel hier, ça prend combien de temps pour une réponse?", [/an email/, /how long does it take/]],
    ['fr', 'Je voudrais tailler mes rosiers avant l\'hiver', [/prune my rose bushes/], [/rosiers/]],
    ['fr', 'un soutien-gorge sans coques', [/unpadded bra/], [/case/]],
    ['pt', 'Preciso de sacos de papel com pegas para as prendas de Natal', [/paper bags with handles/, /christmas presents/]],
    ['pt', 'A minha cunhada está grávida, vou a um chá de bebê', [/sister-in-law/, /baby shower/], [/tea/]],
    ['pt', 'Meu filho torceu o tornozelo no futebol', [/sprained his ankle/]],
    ['pt', 'Prefiro vestidos batendo no joelho, não curto roupa curtinha', [/knee-length/, /i don't like/, /very short/], [/crash|\bcut\b/]],
    ['pt', 'Quero ganhar massa, monta um treino pra mim', [/build muscle/, /put together a workout for me/], [/ride/, /dough|pasta/]],
    ['it', 'Mio figlio adora il luna park e la ruota panoramica', [/amusement park/, /ferris wheel/], [/moon/]],
    ['it', 'Cerco un trapano con punte intercambiabili', [/interchangeable bits/]],
    ['it', 'Arrivo a casa stanca morta, mi serve un integratore completo', [/dead tired/, /multivitamin/], [/died/, /outfit/]],
    ['it', 'Mia figlia è sempre attaccata al cellulare', [/glued to the phone/]],
    ['it', 'Un modellino in miniatura da montare con calma', [/miniature/, /to assemble slowly/], [/calm/]],
    ['es', 'Nos vamos de puente festivo a la playa y no me cabe nada en la maleta', [/long holiday weekend/, /nothing fits/], [/bridge/]],
    ['es', 'Mi prima está embarazada y busca nombres de niño que empiecen por V', [/pregnant/, /boy names starting with/], [/embarrass/]],
    ['es', 'Mi loro no para de hablar, ¿me explicas cómo funciona el collar?', [/won't stop talking/, /can you explain/], [/\bfor of\b/]],
    ['es', 'Comprar tres maletas es una exageración, llevo el morral', [/overkill/, /the backpack/], [/messenger/]],
  ]);
});

test('session 36 vocabulary, second part: where an order is and what an address is, a built-in light, up to about an amount, thinking it over', () => {
  checkGlosses([
    ['de', 'wo steckt mein Paket? meine E-Mail lautet sam@example.com', [/^where is my/, /my email is/], [/steckt|lautet/]],
    ['es', 'una lámpara que tenga luz incorporada, hasta unos 40 dólares', [/built-in light/, /up to about 40 dollars/]],
    ['fr', 'merci, je vais y réfléchir', [/think it over/]],
    ['pt', 'uma mochila até umas 30 libras', [/up to about 30/]],
  ]);
});

test('desks, floors, door frames, standing, doing the job, one\'s own phone said with the article, and German "man"', () => {
  checkGlosses([
    // Italian "banco" is a desk or a counter (a bank is "banca").
    ['it', 'faccio la cassiera e sto tutto il giorno dietro al bancone, sempre in piedi', [/counter/, /standing/], [/\bbank\b/]],
    ['it', 'i bambini lasciano le cartelle sotto i banchi', [/desks/], [/\bbank/]],
    ['fr', 'le plancher de la cuisine grince et les cadrages de porte sont abîmés', [/floor/, /door frames/], [/griddle/]],
    ['fr', "j'ai une scie à main mais qu'est-ce qui ferait la job plus vite?", [/what would do the job/]],
    // The article where English says "my" (a row of the commonsense table reads "from my phone").
    ['it', 'vorrei accendere le luci dal telefono', [/from my phone/]],
    ['es', 'quiero prender el aire acondicionado desde el celular', [/from my phone/]],
    // German "man" after the verb of a question is the generic "one".
    ['de', 'Was kauft man einem Kollegen zum Abschied?', [/what does one buy/], [/buys you/]],
    ['de', 'Was nimmt man zu einer Grillparty mit?', [/what does one take along/]],
    ['de', 'Was kostet das?', [/how much/], [/does one/]],
  ]);
});

