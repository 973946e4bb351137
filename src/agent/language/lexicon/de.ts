/**
 * German → English shopping lexicon (see ./index.ts for the format and sources). Written for Aisle from general
 * German vocabulary: request phrases, function words, ordinals, refinements, prices, colours, sizes, materials, store
 * words (orders, shipping, returns, payment, people), situations and everyday product nouns. Verbs that German puts at
 * the end of a clause are marked `^`; compounds ("Küchenmesser", "Handtücher") are split by gloss.ts, so the parts
 * are listed rather than every compound.
 */
export const DE = `
# request phrases
ich suche = i am looking for; suche = looking for; ich hätte gern = i would like; ich hätte gerne = i would like; ich möchte = i would like; ich würde gern = i would like; möchte = would like; möchten = would like
ich will = i want; ich brauche = i need; brauche = need; brauchen = ^need; ich benötige = i need; benötige = need; wir brauchen = we need
habt ihr = do you have; haben sie = do you have; hast du = do you have; gibt es = is there; gibt's = is there; verkauft ihr = do you sell; verkaufen sie = do you sell
was empfiehlst du = what do you recommend; was empfehlen sie = what do you recommend; was würdest du empfehlen = what do you recommend; empfehlen = ^recommend; empfiehl = recommend; empfehlung = recommendation; ideen = ideas; vorschläge = suggestions
zeig mir = show me; zeigen sie mir = show me; zeig = show; zeigen = ^show; gib mir = give me; sag mir = tell me; erzähl mir = tell me; erzähle mir = tell me; erzählen sie mir = tell me; erzähl = tell; erzählen = ^tell
bitte = ; hilf mir = help me; helfen sie mir = help me; hilfe = help; kannst du = can you; können sie = can you; könnten sie = could you; könntest du = could you
ich liebe = i love; ich mag = i like; etwas für = something for; etwas = something; irgendwas = anything; was = what
# function words
der = the; die = the; das = the; den = the; dem = the; des = of the; ein = a; eine = a; einen = a; einem = a; einer = a; eines = of a
und = and; oder = or; aber = but; dass = that; von = of; vom = of the; zu = to; zum = for the; zur = for the; für = for; fuer = for; mit = with; ohne = without; bei = at; beim = at the; aus = from; nach = to; in = in; im = in the; ins = in the; an = on; am = on the; auf = on; über = about; unter = under; zwischen = between; bis = up to; ab = from; seit = since; gegen = against
wie = how; wo = where; wohin = where; wann = when; warum = why; welche = which; welcher = which; welches = which; wer = who; wieviel = how much; wie viel = how much; wie viele = how many; was kostet = how much is; kostet = costs; kosten = cost; preis = price
mein = my; meine = my; meinen = my; meinem = my; meiner = my; meines = my; dein = your; deine = your; sein = its; seine = its; ihr = your; ihre = your; unser = our; unsere = our; euer = your
ich = i; du = you; er = he; sie = they; es = it; wir = we; mich = me; mir = me; dich = you; dir = you; uns = us; euch = you; ihnen = you; sich = 
ist = is; sind = are; bin = am; bist = are; war = was; sein = be; habe = have; hat = has; haben = have; hast = have; hatte = had; wird = will; werden = will; kann = can; können = can; muss = must; müssen = must; soll = should; darf = may
dies = this; diese = these; dieser = this; dieses = this; jene = those; das da = that one; der da = that one; die da = that one; andere = other; anderen = other; andere modelle = other options
nicht = not; kein = no; keine = no; keinen = no; sehr = very; mehr = more; weniger = less; auch = also; nur = only; noch = still; schon = already; immer = always; nie = never; ja = yes; nein = no; nichts = nothing; alles = everything; alle = all; viel = a lot; wenig = little; gut = good; besser = better; gern = gladly; gerne = gladly
hallo = hello; hi = hi; guten tag = hello; guten morgen = good morning; guten abend = good evening; danke = thanks; danke schön = thank you; vielen dank = thank you; tschüss = bye; auf wiedersehen = goodbye; das war alles = that's all; das wars = that's all; das ist alles = that's all; sonst nichts = nothing else; okay = ok; super = great; perfekt = perfect
# ordinals, references, refinements
das erste = the first one; der erste = the first one; die erste = the first one; das zweite = the second one; der zweite = the second one; die zweite = the second one; das dritte = the third one; der dritte = the third one; die dritte = the third one
das vierte = the fourth one; das fünfte = the fifth one; das letzte = the last one; der letzte = the last one; die letzte = the last one
erste = first; ersten = first; erstes = first; erster = first; zweite = second; zweiten = second; zweites = second; dritte = third; dritten = third; vierte = fourth; fünfte = fifth; letzte = last; letzten = last
die ersten beiden = the first two; die ersten zwei = the first two; beide = both; beiden = both
billiger = cheaper; billigere = cheaper ones; günstiger = cheaper; günstigere = cheaper ones; preiswerter = cheaper; teurer = more expensive; teurere = more expensive ones; das billigste = the cheapest one; der billigste = the cheapest one; die billigste = the cheapest one; das günstigste = the cheapest one; das teuerste = the most expensive one
zeig mir mehr = show me more; mehr zeigen = show me more; mehr davon = more of those; weitere = more; weitere optionen = more options; noch mehr = more; sonst noch = anything else; was noch = anything else
ähnlich = similar; ähnliche = similar; ähnliches = similar; wie das erste = like the first one; vergleichen = ^compare; vergleich = comparison; unterschied = difference; am besten bewertet = best rated; bestbewertete = best rated
bist du = are you; sind sie = are you; bewertungen = reviews; rezensionen = reviews; sterne = stars; besten bewertungen = best reviews; am besten bewertet = best rated; welches hat = which has; welcher hat = which has; welche hat = which has
# prices
unter = under; weniger als = under; bis zu = up to; bis = up to; höchstens = at most; maximal = at most; max = max; über = over; mehr als = over; mindestens = at least; ab = from
dollar = dollars; euro = euros; eur = eur; franken = francs
billig = cheap; billige = cheap; billigen = cheap; günstig = cheap; günstige = cheap; günstigen = cheap; preiswert = cheap; teuer = expensive; teure = expensive; angebot = sale; angebote = deals; rabatt = discount; sale = sale
# colours
schwarz = black; schwarze = black; schwarzen = black; schwarzes = black; weiß = white; weiss = white; weiße = white; weißen = white; rot = red; rote = red; roten = red; blau = blue; blaue = blue; blauen = blue; dunkelblau = dark blue; hellblau = light blue; marineblau = navy blue
grün = green; grüne = green; grünen = green; gelb = yellow; gelbe = yellow; orange = orange; lila = purple; violett = violet; rosa = pink; pink = pink; braun = brown; braune = brown; grau = gray; graue = gray; beige = beige; gold = gold; golden = gold; silber = silver; silbern = silver; türkis = turquoise; bordeaux = burgundy; creme = cream; durchsichtig = clear
farbe = color; farben = colors; in schwarz = in black; in weiß = in white; in rot = in red; in blau = in blue
# sizes
größe = size; grösse = size; größen = sizes; klein = small; kleine = small; kleinen = small; kleiner = small; mittel = medium; mittlere = medium; groß = large; gross = large; große = large; großen = large; großer = large; extra groß = extra large
# materials
aus baumwolle = cotton; baumwolle = cotton; leder = leather; wolle = wool; holz = wood; edelstahl = stainless steel; stahl = steel; kunststoff = plastic; plastik = plastic; glas = glass; seide = silk; metall = metal; keramik = ceramic; bambus = bamboo; silikon = silicone; gummi = rubber; stoff = fabric; leinen = linen; samt = velvet
aus welchem material = what is it made of; material = material; aus = from
# store words
bestellung = order; bestellungen = orders; meine bestellung = my order; bestellnummer = order number; kauf = purchase; gekauft = ^bought; bestellt = ^ordered; bestellen = ^order; status = status; sendungsverfolgung = tracking; verfolgen = ^track; wo bleibt = where is
versand = shipping; versandkosten = shipping cost; lieferung = delivery; liefern = ^deliver; liefert = deliver; lieferzeit = delivery time; verschicken = ^ship; versenden = ^ship; ankommen = ^arrive; angekommen = ^arrived; kommt = arrives; paket = package; päckchen = package; adresse = address; lieferadresse = shipping address; ändern = ^change; änderen = ^change
zurückschicken = ^return; zurücksenden = ^return; zurückgeben = ^return; rücksendung = return; rückgabe = return; umtausch = exchange; umtauschen = ^exchange; erstattung = refund; rückerstattung = refund; geld zurück = money back; stornieren = ^cancel; storno = cancellation
zahlung = payment; bezahlen = ^pay; zahlen = ^pay; karte = card; kreditkarte = credit card; zahlungsarten = payment methods; zahlungsmethoden = payment methods; akzeptiert ihr = do you accept; akzeptieren sie = do you accept; rechnung = invoice; quittung = receipt
konto = account; kundenkonto = account; passwort = password; anmelden = ^sign in; registrieren = ^sign up; e-mail = email; email = email; mail = email
richtlinie = policy; garantie = warranty; kostenlos = free; gratis = free; laden = store; shop = store; produkt = product; produkte = products; artikel = item; warenkorb = cart; kaufen = ^buy
sprechen = ^speak; reden = ^talk; mit einem menschen = with a person; mit einer person = with a person; mit jemandem = with someone; mensch = person; menschen = person; person = person; mitarbeiter = agent; mitarbeiterin = agent; jemand = someone; jemandem = someone; kundenservice = customer service; kundendienst = customer service; beschwerde = complaint
# situations and everyday words
kalt = cold; kalte = cold; friere = am cold; frieren = ^freeze; warm = warm; warme = warm; warmen = warm; kuschelig = cozy; kühl = cool; strand = beach; sonne = sun; regen = rain; schnee = snow; winter = winter; sommer = summer; reise = travel; reisen = ^travel; urlaub = vacation; arbeit = work; büro = office; schule = school; uni = college
küche = kitchen; kochen = ^cook; bad = bathroom; badezimmer = bathroom; dusche = shower; schlafzimmer = bedroom; wohnzimmer = living room; sofa = couch; couch = couch; bett = bed; garten = garden; auto = car; haus = home; zuhause = home; party = party; geschenk = gift; geschenke = gifts; schenken = ^give; geburtstag = birthday; weihnachten = christmas; hochzeit = wedding
sport = sports; laufen = running; joggen = running; wandern = hiking; fitnessstudio = gym; schlafen = ^sleep; schlaf = sleep; nachts = at night
kaffee = coffee; tee = tea; wasser = water; wein = wine; bier = beer; essen = food; haare = hair; haar = hair; trocken = dry; trockene = dry; trockenes = dry; fettig = oily; lockig = curly; haut = skin; hände = hands; hand = hand; füße = feet; füssen = feet; füßen = feet; fuß = foot; augen = eyes; zähne = teeth; gesicht = face; rücken = back
hund = dog; hunde = dogs; hündchen = puppy; welpe = puppy; katze = cat; katzen = cats; kätzchen = kitten; vogel = bird; fisch = fish; haustier = pet; haustiere = pets
kind = kid; kinder = kids; baby = baby; babys = babies; neugeborene = newborn; neugeborenes = newborn; frau = women; frauen = women; damen = women; herren = men; mann = men; männer = men; junge = boy; mädchen = girl; mama = mom; mutter = mother; papa = dad; vater = father; oma = grandma; opa = grandpa; freund = friend; freundin = girlfriend; ehefrau = wife; ehemann = husband
handy = phone; telefon = phone; smartphone = smartphone; computer = computer; laptop = laptop; tablet = tablet; fernseher = tv; kabellos = wireless; kabellose = wireless; kabellosen = wireless; drahtlos = wireless; aufladbar = rechargeable; elektrisch = electric; elektrische = electric
wasserdicht = waterproof; wasserdichte = waterproof; bequem = comfortable; bequeme = comfortable; bequemen = comfortable; weich = soft; weiche = soft; leicht = lightweight; robust = durable; stabil = durable; lang = long; lange = long; langes = long; kurz = short; neu = new; neue = new; schön = nice; schöne = nice; praktisch = practical; nützlich = useful; lustig = fun
beste = best; besten = best; gute = good; guten = good; qualität = quality; marke = brand
# product nouns (compound parts too)
kopfhörer = headphones; ohrhörer = earbuds; lautsprecher = speaker; ladegerät = charger; ladekabel = charging cable; kabel = cable; akku = battery; batterie = battery; batterien = batteries; hülle = case; schutzhülle = case; schutzfolie = screen protector
maus = mouse; tastatur = keyboard; bildschirm = screen; monitor = monitor; kamera = camera; uhr = watch; uhren = watches; armbanduhr = watch; smartwatch = smart watch; lampe = lamp; leuchte = lamp; glühbirne = light bulb; taschenlampe = flashlight; stecker = plug; adapter = adapter
sonnenbrille = sunglasses; brille = glasses; hut = hat; mütze = beanie; kappe = cap; schal = scarf; handschuhe = gloves; socken = socks; schuhe = shoes; schuh = shoe; turnschuhe = sneakers; sneaker = sneakers; laufschuhe = running shoes; wanderschuhe = hiking boots; stiefel = boots; sandalen = sandals; hausschuhe = slippers; pantoffeln = slippers
t-shirt = t-shirt; hemd = shirt; hemden = shirts; hose = pants; hosen = pants; jeans = jeans; rock = skirt; kleid = dress; kleider = dresses; jacke = jacket; mantel = coat; kapuzenpullover = hoodie; pullover = sweater; pulli = sweater; schlafanzug = pajamas; pyjama = pajamas; badeanzug = swimsuit; badehose = swim trunks; unterwäsche = underwear; bh = bra; gürtel = belt
tasche = bag; taschen = bags; handtasche = handbag; rucksack = backpack; rucksäcke = backpacks; koffer = suitcase; geldbörse = wallet; portemonnaie = wallet; schlüsselanhänger = keychain; schlüssel = keys; regenschirm = umbrella; schirm = umbrella; schmuck = jewelry; halskette = necklace; kette = necklace; armband = bracelet; ohrringe = earrings; ring = ring
tasse = cup; tassen = cups; becher = mug; glas = glass; gläser = glasses; flasche = bottle; trinkflasche = water bottle; thermoskanne = thermos; teller = plate; messer = knife; gabel = fork; löffel = spoon; pfanne = frying pan; antihaftbeschichtung = nonstick; topf = pot; kaffeemaschine = coffee maker; teekanne = teapot; wasserkocher = kettle; toaster = toaster; mixer = blender
bettwäsche = sheets; laken = sheets; decke = blanket; decken = blankets; kuscheldecke = throw blanket; bettdecke = comforter; kissen = pillow; kopfkissen = pillow; handtuch = towel; tuch = towel; tücher = towels; vorhänge = curtains; teppich = rug; spiegel = mirror; matratze = mattress; stuhl = chair; tisch = table; schreibtisch = desk; regal = shelf
shampoo = shampoo; spülung = conditioner; seife = soap; creme = cream; handcreme = hand cream; feuchtigkeitscreme = moisturizer; sonnencreme = sunscreen; parfüm = perfume; schminke = makeup; make-up = makeup; lippenstift = lipstick; bürste = brush; zahnbürste = toothbrush; zahnpasta = toothpaste; kamm = comb; föhn = hair dryer; rasierer = razor
spielzeug = toys; spielzeuge = toys; puppe = doll; kuscheltier = stuffed animal; puzzle = puzzle; spiel = game; spiele = games; brettspiel = board game; ball = ball; fahrrad = bike; roller = scooter; drachen = kite
leine = leash; hundeleine = dog leash; halsband = collar; napf = bowl; hundebett = dog bed; katzenstreu = cat litter; kratzbaum = cat tree; futter = food; seitenschläfer = side sleepers
heft = notebook; hefte = notebooks; notizbuch = notebook; kugelschreiber = pen; stift = pen; stifte = pens; bleistift = pencil; buch = book; bücher = books; kalender = planner; taschenrechner = calculator; schere = scissors; federmäppchen = pencil case; schulranzen = school bag
werkzeug = tools; werkzeuge = tools; bohrmaschine = drill; schraubenzieher = screwdriver; schraubendreher = screwdriver; hammer = hammer; klebeband = tape; kleber = glue; leiter = ladder; gartenschlauch = hose; schlauch = hose; blumentopf = planter; pflanzen = plants; samen = seeds; zelt = tent; schlafsack = sleeping bag; yogamatte = yoga mat; matte = mat; hanteln = dumbbells; schläger = racket
windeln = diapers; fläschchen = baby bottle; schnuller = pacifier; kinderwagen = stroller; lätzchen = bib
# off-topic (general requests to an assistant)
Hausaufgaben = homework; Mathe = math; Mathematik = math; Prüfung = exam; Gleichung = equation; Aufgabe = exercise; Gedicht = poem; Aufsatz = essay
witz = joke; witze = jokes; erzähl mir einen witz = tell me a joke; wie wird das wetter = what's the weather; wie ist das wetter = what's the weather; wetter = weather; wie spät ist es = what time is it; uhrzeit = time
flug = flight; flüge = flights; buchen = ^book; buchung = booking; hotel = hotel; lied = song; musik = music; nachrichten = news; rezept = recipe; übersetzen = ^translate; morgen = tomorrow; heute = today; gestern = yesterday; jetzt = now; nacht = night; tag = day; woche = week
`;
