/**
 * Italian → English shopping lexicon (see ./index.ts for the format and sources). Written for Aisle from general
 * Italian vocabulary: request phrases, function words, ordinals, refinements, prices, colours, sizes, materials, store
 * words (orders, shipping, returns, payment, people), situations and everyday product nouns.
 */
export const IT = `
# request phrases
sto cercando = i am looking for; cerco = i am looking for; cercavo = i was looking for; vorrei = i would like; mi piacerebbe = i would like; voglio = i want; voglio comprare = i want to buy; ho bisogno di = i need; ho bisogno d' = i need; mi serve = i need; mi servono = i need; serve = need
avete = do you have; c'è = is there; ce = is there; ci sono = are there; vendete = do you sell; hai = do you have
cosa mi consigli = what do you recommend; cosa mi consiglia = what do you recommend; che mi consigli = what do you recommend; cosa consigli = what do you recommend; consigliami = recommend me; consiglia = recommend; consigliare = recommend; suggerimenti = suggestions; idee = ideas
fammi vedere = show me; mostrami = show me; fammene vedere altri = show me more; fammene vedere = show me; dammi = give me; dimmi = tell me; raccontami = tell me; racconta = tell
per favore = please; per piacere = please; aiutami = help me; aiuto = help; puoi = can you; potete = can you; potresti = could you; può = can you
adoro = i love; amo = i love; mi piace = i like; mi piacciono = i like; qualcosa per = something for; qualcosa = something; qualche = some; qualcuno = someone
# function words
il = the; lo = the; la = the; i = the; gli = the; le = the; l' = the; un = a; uno = a; una = a; un' = a; del = of the; dello = of the; della = of the; dei = of the; degli = of the; delle = of the; dell' = of the
al = to the; allo = to the; alla = to the; ai = to the; agli = to the; alle = to the; all' = to the; nel = in the; nella = in the; nei = in the; nell' = in the; sul = on the; sulla = on the; dal = from the; dalla = from the
di = of; d' = of; a = to; da = from; in = in; con = with; senza = without; per = for; su = on; tra = between; fra = between; fino a = up to; sotto = under; sopra = over
e = and; ed = and; o = or; oppure = or; ma = but; che = that; cosa = what; che cosa = what; quale = which; quali = which; chi = who; dove = where; dov' = where; quando = when; come = how; perché = why
quanto = how much; quanto costa = how much is; costa = costs; costano = cost; prezzo = price
mio = my; mia = my; miei = my; mie = my; tuo = your; tua = your; suo = your; sua = your; nostro = our; nostra = our; vostro = your
io = i; tu = you; lui = he; lei = she; noi = we; voi = you; loro = they; mi = me; ti = you; si = ; ci = us; vi = you
è = is; e' = is; sono = are; sei = are; siamo = are; era = was; essere = be; ho = i have; hai = you have; ha = has; abbiamo = we have; hanno = have; posso = can i; possiamo = can we
questo = this; questa = this; questi = these; queste = these; quello = that; quella = that; quelli = those; quelle = those; altro = other; altra = other; altri = others; altre = others
molto = very; più = more; piu = more; meno = less; anche = also; solo = only; soltanto = only; già = already; ancora = still; sempre = always; mai = never; sì = yes; no = no; non = not; niente = nothing; nulla = nothing; tutto = everything; tutti = all; ogni = each; poco = little; bene = well; meglio = better
ciao = hello; salve = hello; buongiorno = good morning; buonasera = good evening; grazie = thanks; grazie mille = thank you; arrivederci = goodbye; a presto = see you; è tutto = that's all; e tutto = that's all; nient'altro = nothing else; niente altro = nothing else; va bene = ok; ottimo = great; perfetto = perfect
# ordinals, references, refinements
il primo = the first one; la prima = the first one; il secondo = the second one; la seconda = the second one; il terzo = the third one; la terza = the third one; il quarto = the fourth one; la quarta = the fourth one; il quinto = the fifth one; l'ultimo = the last one; l'ultima = the last one
primo = first; prima = first; secondo = second; seconda = second; terzo = third; terza = third; quarto = fourth; quinto = fifth; ultimo = last; ultima = last
i primi due = the first two; le prime due = the first two; entrambi = both; tutti e due = both
qualcosa di più economico = something cheaper; qualcosa di meno caro = something cheaper; qualcosa di più caro = something more expensive; più economico = cheaper; più economici = cheaper ones; più economica = cheaper; più economiche = cheaper ones; meno cari = cheaper ones; meno caro = cheaper; più cari = more expensive ones; più caro = more expensive; il più economico = the cheapest one; la più economica = the cheapest one; il più caro = the most expensive one
mostrami altri = show me more; vedere altri = show me more; altri ancora = more; altre opzioni = other options; più opzioni = more options; qualcos'altro = anything else
simile = similar; simili = similar; come il primo = like the first one; confrontare = compare; confronta = compare; differenza = difference; il più votato = the best rated one
sei un = are you a; recensioni = reviews; valutazioni = ratings; stelle = stars; migliori recensioni = best reviews; più votato = best rated; meglio recensito = best rated; quale ha = which has
# prices
meno di = under; per meno di = under; sotto i = under; sotto = under; al massimo = at most; massimo = at most; fino a = up to; più di = over; sopra i = over; almeno = at least; minimo = at least
dollari = dollars; dollaro = dollar; euro = euros; eur = eur
economico = cheap; economici = cheap; economica = cheap; economiche = cheap; a buon mercato = cheap; caro = expensive; cara = expensive; cari = expensive; offerta = deal; offerte = deals; sconto = discount; saldi = sale
# colours
nero = black; nera = black; neri = black; nere = black; bianco = white; bianca = white; bianchi = white; rosso = red; rossa = red; rossi = red; blu = blue; azzurro = light blue; blu scuro = dark blue; blu navy = navy blue; verde = green; verdi = green; giallo = yellow; gialla = yellow
arancione = orange; viola = purple; lilla = lilac; rosa = pink; marrone = brown; grigio = gray; grigia = gray; beige = beige; dorato = gold; oro = gold; argento = silver; argentato = silver; turchese = turquoise; bordeaux = burgundy; panna = cream; trasparente = clear
colore = color; colori = colors; in nero = in black; in bianco = in white; in rosso = in red; in blu = in blue
# sizes
taglia = size; taglie = sizes; misura = size; numero = size; piccolo = small; piccola = small; piccoli = small; medio = medium; media = medium; grande = large; grandi = large; extra large = extra large
# materials
di cotone = cotton; cotone = cotton; pelle = leather; cuoio = leather; lana = wool; legno = wood; acciaio inox = stainless steel; acciaio inossidabile = stainless steel; acciaio = steel; plastica = plastic; vetro = glass; seta = silk; metallo = metal; ceramica = ceramic; bambù = bamboo; silicone = silicone; gomma = rubber; tessuto = fabric; lino = linen; velluto = velvet
di che materiale = what is it made of; che materiale = what material; materiale = material
# store words
ordine = order; ordini = orders; il mio ordine = my order; numero d'ordine = order number; numero dell'ordine = order number; acquisto = purchase; comprato = bought; ordinato = ordered; stato = status; tracciamento = tracking; tracciare = track
spedizione = shipping; spedizioni = shipping; costi di spedizione = shipping cost; consegna = delivery; consegne = delivery; spedire = ship; spedite = do you ship; arrivare = arrive; arrivato = arrived; arrivata = arrived; arriva = arrive; ci vuole = does it take; pacco = package; indirizzo = address; indirizzo di spedizione = shipping address; cambiare = change; modificare = change
restituire = return; reso = return; resi = returns; rendere = return; rimborso = refund; rimborsare = refund; cambio = exchange; sostituire = exchange; annullare = cancel; cancellare = cancel; annullamento = cancellation
pagamento = payment; pagamenti = payments; pagare = pay; carta = card; carta di credito = credit card; metodi di pagamento = payment methods; accettate = do you accept; fattura = invoice; ricevuta = receipt; scontrino = receipt
account = account; conto = account; password = password; accedere = sign in; registrarmi = sign up; e-mail = email; email = email; mail = email
politica = policy; garanzia = warranty; gratis = free; gratuita = free; gratuito = free; negozio = store; prodotto = product; prodotti = products; articolo = item; articoli = items; carrello = cart; comprare = buy
parlare con = talk to; parlare = talk; persona = person; una persona = a person; umano = human; operatore = agent; operatrice = agent; assistenza clienti = customer service; servizio clienti = customer service; reclamo = complaint
# situations and everyday words
freddo = cold; freddi = cold; fredda = cold; caldo = warm; calda = warm; fresco = cool; spiaggia = beach; mare = beach; sole = sun; pioggia = rain; neve = snow; inverno = winter; estate = summer; viaggio = travel; viaggiare = travel; lavoro = work; ufficio = office; scuola = school; università = college; cucina = kitchen; cucinare = cooking
bagno = bathroom; doccia = shower; camera da letto = bedroom; soggiorno = living room; divano = couch; letto = bed; giardino = garden; macchina = car; auto = car; casa = home; festa = party; regalo = gift; regali = gifts; regalare = gift; compleanno = birthday; natale = christmas; matrimonio = wedding
sport = sports; corsa = running; correre = running; palestra = gym; dormire = sleep; sonno = sleep
caffè = coffee; caffe = coffee; tè = tea; te = tea; acqua = water; vino = wine; birra = beer; cibo = food; capelli = hair; secchi = dry; secco = dry; secca = dry; grassi = oily; ricci = curly; mani = hands; mano = hand; piedi = feet; piede = foot; occhi = eyes; denti = teeth; viso = face; schiena = back; screpolate = chapped
cane = dog; cani = dogs; cucciolo = puppy; gatto = cat; gatti = cats; gattino = kitten; uccello = bird; pesce = fish; animale domestico = pet; rosicchia = chews; morde = chews
bambino = kid; bambini = kids; bambina = girl; neonato = newborn; neonata = newborn; bebè = baby; donna = women; donne = women; uomo = men; uomini = men; ragazzo = boy; ragazza = girl; mamma = mom; madre = mother; papà = dad; padre = father; nonna = grandma; nonno = grandpa; amico = friend; amica = friend; fidanzata = girlfriend; fidanzato = boyfriend; moglie = wife; marito = husband
telefono = phone; cellulare = phone; smartphone = smartphone; computer = computer; portatile = laptop; tablet = tablet; televisore = tv; tv = tv; senza fili = wireless; wireless = wireless; ricaricabile = rechargeable; elettrico = electric; elettrica = electric
impermeabile = waterproof; impermeabili = waterproof; comodo = comfortable; comoda = comfortable; comodi = comfortable; morbido = soft; morbida = soft; leggero = lightweight; leggera = lightweight; resistente = durable; lungo = long; lunga = long; lunghi = long; corto = short; corta = short; nuovo = new; nuova = new; bello = nice; bella = nice; pratico = practical; utile = useful; divertente = fun
migliore = best; migliori = best; buono = good; buona = good; qualità = quality; marca = brand
# people a gift is for, pastimes they like, and off-topic sports words
sorella = sister; fratello = brother; fratelli = siblings; figlia = daughter; figlio = son; figli = kids; zia = aunt; zio = uncle; cugina = cousin; cugino = cousin; suocera = mother-in-law; suocero = father-in-law; capo = boss; collega = coworker; insegnante = teacher; maestra = teacher; maestro = teacher; professore = teacher; professoressa = teacher
leggere = reading; lettura = reading; dipingere = painting; disegnare = drawing; viaggi = travel; giocare = playing; videogiochi = video games; ballare = dancing; nuotare = swimming; pescare = fishing; pesca sportiva = fishing; campeggio = camping; scrivere = writing; cucire = sewing; lavorare a maglia = knitting; cantare = singing; giardinaggio = gardening; escursionismo = hiking; ciclismo = cycling; fotografia = photography
ha vinto = won; vinto = won; vincere = win; perso = lost; partita = match; calcio = soccer; squadra = team; elezioni = election
# product nouns
cuffie = headphones; auricolari = earbuds; altoparlante = speaker; cassa = speaker; caricatore = charger; caricabatterie = charger; cavo = cable; cavi = cables; batteria = battery; pile = batteries; custodia = case; cover = case; pellicola = screen protector
mouse = mouse; tastiera = keyboard; schermo = screen; monitor = monitor; fotocamera = camera; telecamera = camera; orologio = watch; orologi = watches; smartwatch = smart watch; lampada = lamp; lampada da scrivania = desk lamp; lampadina = light bulb; torcia = flashlight; presa = plug; adattatore = adapter
occhiali da sole = sunglasses; occhiali = glasses; cappello = hat; cappellino = cap; berretto = beanie; sciarpa = scarf; guanti = gloves; calze = socks; calzini = socks; scarpe = shoes; scarpa = shoe; scarpe da ginnastica = sneakers; scarpe da corsa = running shoes; stivali = boots; sandali = sandals; infradito = flip flops; pantofole = slippers; ciabatte = slippers
maglietta = t-shirt; magliette = t-shirts; camicia = shirt; camicie = shirts; pantaloni = pants; jeans = jeans; gonna = skirt; vestito = dress; vestiti = dresses; abito = dress; giacca = jacket; giubbotto = jacket; cappotto = coat; felpa = hoodie; maglione = sweater; pigiama = pajamas; costume da bagno = swimsuit; intimo = underwear; reggiseno = bra; cintura = belt
borsa = bag; borse = bags; zaino = backpack; zaini = backpacks; valigia = suitcase; portafoglio = wallet; portachiavi = keychain; chiavi = keys; ombrello = umbrella; gioielli = jewelry; collana = necklace; braccialetto = bracelet; orecchini = earrings; anello = ring
tazza = mug; tazze = mugs; bicchiere = glass; bicchieri = glasses; bottiglia = bottle; borraccia = water bottle; thermos = thermos; piatto = plate; coltello = knife; coltelli = knives; forchetta = fork; cucchiaio = spoon; padella = frying pan; antiaderente = nonstick; pentola = pot; macchina del caffè = coffee maker; moka = coffee maker; teiera = teapot; bollitore = kettle; tostapane = toaster; frullatore = blender
lenzuola = sheets; coperta = blanket; coperte = blankets; plaid = throw blanket; piumone = comforter; cuscino = pillow; cuscini = pillows; asciugamano = towel; asciugamani = towels; tende = curtains; tappeto = rug; specchio = mirror; materasso = mattress; sedia = chair; tavolo = table; scrivania = desk; mensola = shelf
shampoo = shampoo; balsamo = conditioner; sapone = soap; crema = cream; crema per le mani = hand cream; crema idratante = moisturizer; crema solare = sunscreen; profumo = perfume; trucco = makeup; rossetto = lipstick; spazzola = brush; spazzolino = toothbrush; dentifricio = toothpaste; pettine = comb; asciugacapelli = hair dryer; phon = hair dryer; rasoio = razor
giocattolo = toy; giocattoli = toys; gioco = toy; giochi = games; bambola = doll; peluche = stuffed animal; puzzle = puzzle; gioco da tavolo = board game; palla = ball; pallone = ball; bicicletta = bike; bici = bike; monopattino = scooter; aquilone = kite
guinzaglio = leash; collare = collar; ciotola = bowl; cuccia = dog bed; lettiera = cat litter; tiragraffi = scratching post; crocchette = food
quaderno = notebook; quaderni = notebooks; taccuino = notebook; penna = pen; penne = pens; matita = pencil; matite = pencils; libro = book; libri = books; agenda = planner; calcolatrice = calculator; forbici = scissors; astuccio = pencil case
attrezzo = tool; attrezzi = tools; utensili = tools; trapano = drill; cacciavite = screwdriver; martello = hammer; nastro adesivo = tape; colla = glue; scala = ladder; tubo da giardino = hose; vaso = planter; piante = plants; semi = seeds; tenda = tent; sacco a pelo = sleeping bag; tappetino yoga = yoga mat; tappetino = mat; manubri = dumbbells; racchetta = racket
pannolini = diapers; biberon = baby bottle; ciuccio = pacifier; passeggino = stroller; bavaglino = bib
# off-topic (general requests to an assistant)
compiti = homework; matematica = math; esame = exam; equazione = equation; esercizio = exercise; poesia = poem; tema = essay
barzelletta = joke; barzellette = jokes; raccontami una barzelletta = tell me a joke; che tempo fa = what's the weather; che tempo farà = what's the weather; meteo = weather; tempo = weather; che ore sono = what time is it; ora = time
volo = flight; voli = flights; prenotare = book; prenotazione = booking; albergo = hotel; hotel = hotel; canzone = song; musica = music; notizie = news; ricetta = recipe; tradurre = translate; domani = tomorrow; oggi = today; ieri = yesterday; adesso = now; notte = night; giorno = day; settimana = week
`;
