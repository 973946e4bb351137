/**
 * French → English shopping lexicon (see ./index.ts for the format and sources). Written for Aisle from general
 * French vocabulary: request phrases, function words, ordinals, refinements, prices, colours, sizes, materials, store
 * words (orders, shipping, returns, payment, people), situations and everyday product nouns.
 */
export const FR = `
# request phrases
je cherche = i am looking for; je recherche = i am looking for; cherche = looking for; je voudrais = i would like; j'aimerais = i would like; je souhaite = i would like; voudrais = would like
je veux = i want; je veux acheter = i want to buy; il me faut = i need; j'ai besoin d' = i need; j'ai besoin de = i need; j'ai besoin d'un = i need a; j'ai besoin d'une = i need a; besoin de = need; besoin d' = need
vous avez = do you have; avez-vous = do you have; avez vous = do you have; est-ce que vous avez = do you have; vous vendez = do you sell; il y a = is there; y a-t-il = is there
vous me conseillez = what do you recommend; que me conseillez-vous = what do you recommend; que conseillez-vous = what do you recommend; vous conseillez = you recommend; conseillez-moi = recommend me; conseiller = recommend; recommander = recommend; une idée = an idea; des idées = ideas
montrez-moi = show me; montre-moi = show me; montrez moi = show me; donnez-moi = give me; dis-moi = tell me; dites-moi = tell me; raconte-moi = tell me; racontez-moi = tell me; raconte moi = tell me
s'il vous plaît = please; s'il vous plait = please; s'il te plaît = please; s'il te plait = please; svp = please; stp = please; aidez-moi = help me; aide-moi = help me; aide = help; pouvez-vous = can you; pouvez vous = can you; tu peux = can you
j'adore = i love; j'aime = i like; quelque chose pour = something for; quelque chose = something; un truc = something; quelques = some
# function words
si = if; s'il = if it; ça ne me plaît pas = i don't like it; ça ne me plait pas = i don't like it; ne me plaît pas = i don't like it; ne me plait pas = i don't like it; ça me plaît = i like it; ne me convient pas = doesn't suit me; ne lui plaît pas = doesn't like it
le = the; la = the; les = the; l' = the; un = a; une = a; des = some; du = some; de la = some; de l' = some; au = to the; aux = to the
de = of; d' = of; à = to; a = has; en = in; dans = in; avec = with; sans = without; pour = for; par = by; sur = on; sous = under; chez = at; entre = between; jusqu'à = up to; jusqu'a = up to; depuis = since
et = and; ou = or; où = where; mais = but; que = that; qu' = that; qui = who; quoi = what; quel = which; quelle = which; quels = which; quelles = which; comment = how; quand = when; pourquoi = why
combien = how much; combien coûte = how much is; combien coute = how much is; combien ça coûte = how much does it cost; coûte = costs; coute = costs; prix = price
mon = my; ma = my; mes = my; ton = your; ta = your; tes = your; son = its; sa = its; ses = its; notre = our; votre = your; vos = your; nos = our
c' = it; je = i; j' = i; tu = you; il = it; elle = she; nous = we; vous = you; ils = they; elles = they; on = we; moi = me; toi = you; me = me; m' = me; te = you; se = ; s' = ; lui = him; y = there; leur = their
est = is; c'est = it is; ce = this; cet = this; cette = this; ces = these; ça = that; ca = that; celui-ci = this one; celle-ci = this one; celui-là = that one; celle-là = that one; celui = the one; celle = the one
ne = ; n' = ; pas = not; plus = more; moins = less; très = very; tres = very; aussi = also; seulement = only; juste = just; déjà = already; encore = still; toujours = always; jamais = never
oui = yes; non = no; rien = nothing; tout = all; tous = all; chaque = each; beaucoup = a lot; peu = little; bien = well; mieux = better; autre = other; autres = other
j'ai = i have; ai = have; as = have; avez = have; avons = have; ont = have; suis = am; sommes = are; êtes = are; sont = are; était = was; être = be; avoir = have; peux = can; peut = can; pouvez = can; pourriez-vous = could you
bonjour = hello; salut = hi; bonsoir = good evening; merci = thanks; merci beaucoup = thank you; au revoir = goodbye; à bientôt = see you; c'est tout = that's all; ce sera tout = that's all; rien d'autre = nothing else; d'accord = ok; parfait = perfect; super = great
# ordinals, references, refinements
le premier = the first one; la première = the first one; le deuxième = the second one; la deuxième = the second one; le second = the second one; la seconde = the second one; le troisième = the third one; la troisième = the third one
le quatrième = the fourth one; la quatrième = the fourth one; le cinquième = the fifth one; la cinquième = the fifth one; le dernier = the last one; la dernière = the last one
premier = first; première = first; deuxième = second; second = second; seconde = second; troisième = third; quatrième = fourth; cinquième = fifth; dernier = last; dernière = last
les deux premiers = the first two; les deux premières = the first two; les deux = both; tous les deux = both
quelque chose de moins cher = something cheaper; quelque chose de plus cher = something more expensive; moins cher = cheaper; moins chers = cheaper ones; moins chère = cheaper; moins chères = cheaper ones; plus cher = more expensive; plus chers = more expensive ones; le moins cher = the cheapest one; la moins chère = the cheapest one; le plus cher = the most expensive one
montrez-m'en d'autres = show me more; montrez m'en d'autres = show me more; d'autres = others; en voir plus = show me more; voir plus = show me more; plus d'options = more options; autre chose = anything else; encore plus = more
similaire = similar; similaires = similar; semblable = similar; pareil = similar; comme le premier = like the first one; comparer = compare; différence = difference; le mieux noté = the best rated one
es-tu = are you; êtes-vous = are you; etes-vous = are you; tu es = you are; avis = reviews; notes = ratings; étoiles = stars; etoiles = stars; meilleurs avis = best reviews; mieux noté = best rated; mieux notée = best rated; lequel a = which has; laquelle a = which has
# prices
moins de = under; à moins de = under; pour moins de = under; en dessous de = under; au-dessous de = under; pas plus de = no more than; maximum = at most; au maximum = at most; plus de = over; au-dessus de = over; au moins = at least; minimum = at least
dollars = dollars; dollar = dollar; euros = euros; euro = euro; balles = bucks; francs = francs
pas cher = cheap; pas chère = cheap; pas chers = cheap; pas trop cher = cheap; bon marché = cheap; cher = expensive; chère = expensive; chers = expensive; promo = sale; promotion = sale; soldes = sale; réduction = discount
# colours
noir = black; noire = black; noirs = black; noires = black; blanc = white; blanche = white; blancs = white; blanches = white; rouge = red; rouges = red; bleu = blue; bleue = blue; bleus = blue; bleues = blue
bleu marine = navy blue; bleu clair = light blue; bleu foncé = dark blue; vert = green; verte = green; verts = green; jaune = yellow; jaunes = yellow; orange = orange; violet = purple; violette = purple; mauve = mauve; rose = pink; roses = pink
marron = brown; brun = brown; gris = gray; grise = gray; beige = beige; doré = gold; dorée = gold; or = gold; argenté = silver; argent = silver; turquoise = turquoise; bordeaux = burgundy; crème = cream; transparent = clear
couleur = color; couleurs = colors; en noir = in black; en blanc = in white; en rouge = in red; en bleu = in blue
# sizes
taille = size; tailles = sizes; pointure = size; petit = small; petite = small; petits = small; petites = small; moyen = medium; moyenne = medium; grand = large; grande = large; grands = large; grandes = large; très grand = extra large
# materials
en coton = cotton; coton = cotton; cuir = leather; laine = wool; bois = wood; acier inoxydable = stainless steel; inox = stainless steel; acier = steel; plastique = plastic; verre = glass; soie = silk; métal = metal; céramique = ceramic; bambou = bamboo; silicone = silicone; caoutchouc = rubber; tissu = fabric; lin = linen; velours = velvet
en quelle matière = what is it made of; quelle matière = what material; matière = material
# store words
commande = order; commandes = orders; ma commande = my order; numéro de commande = order number; achat = purchase; acheté = bought; commandé = ordered; où en est = what is the status of; état = status; statut = status; suivi = tracking; suivre = track
livraison = delivery; livraisons = delivery; frais de livraison = shipping cost; frais de port = shipping cost; expédition = shipping; envoi = shipping; livrer = deliver; livrez = deliver; expédier = ship; arriver = arrive; arrivé = arrived; arrivée = arrived; reçu = received; colis = package; adresse = address; adresse de livraison = shipping address; changer = change; modifier = change
retourner = return; retour = return; retours = returns; renvoyer = return; rembourser = refund; remboursement = refund; me faire rembourser = get a refund; échanger = exchange; échange = exchange; annuler = cancel; annulation = cancellation
paiement = payment; payer = pay; carte = card; carte bancaire = credit card; carte de crédit = credit card; moyens de paiement = payment methods; acceptez = do you accept; acceptez-vous = do you accept; facture = invoice; reçu de paiement = receipt
compte = account; mot de passe = password; connexion = sign in; inscription = sign up; e-mail = email; email = email; mail = email; courriel = email
politique = policy; garantie = warranty; gratuit = free; gratuite = free; boutique = store; magasin = store; produit = product; produits = products; article = item; articles = items; panier = cart; acheter = buy
parler à = talk to; parler avec = talk to; parler = talk; quelqu'un = someone; une personne = a person; personne = person; humain = human; conseiller = agent; agent = agent; service client = customer service; réclamation = complaint; plainte = complaint
# situations and everyday words
froid = cold; chaud = warm; chaude = warm; bien chaude = warm; bien chaud = warm; frais = cool; plage = beach; soleil = sun; pluie = rain; neige = snow; hiver = winter; été = summer; voyage = travel; voyager = travel; travail = work; bureau = office; école = school; ecole = school; fac = college; cuisine = kitchen; cuisiner = cooking
salle de bain = bathroom; salle de bains = bathroom; douche = shower; chambre = bedroom; salon = living room; canapé = couch; canape = couch; lit = bed; jardin = garden; voiture = car; maison = home; fête = party; cadeau = gift; cadeaux = gifts; offrir = gift; anniversaire = birthday; noël = christmas; mariage = wedding
sport = sports; courir = running; course = running; randonnée = hiking; gym = gym; salle de sport = gym; dormir = sleep; sommeil = sleep; mieux dormir = sleep better
café = coffee; cafe = coffee; thé = tea; the = tea; eau = water; vin = wine; bière = beer; nourriture = food; cheveux = hair; secs = dry; sec = dry; sèche = dry; sèches = dry; gras = oily; bouclés = curly; peau = skin; mains = hands; main = hand; pieds = feet; pied = foot; yeux = eyes; dents = teeth; visage = face; dos = back
chien = dog; chiens = dogs; chiot = puppy; chat = cat; chats = cats; chaton = kitten; oiseau = bird; poisson = fish; animal = pet; animaux = pets
enfant = kid; enfants = kids; bébé = baby; bebe = baby; nouveau-né = newborn; femme = women; femmes = women; homme = men; hommes = men; garçon = boy; fille = girl; maman = mom; mère = mother; papa = dad; père = father; mamie = grandma; papi = grandpa; ami = friend; amie = friend; copine = girlfriend; copain = boyfriend
téléphone = phone; telephone = phone; portable = phone; smartphone = smartphone; ordinateur = computer; ordinateur portable = laptop; tablette = tablet; télé = tv; sans fil = wireless; rechargeable = rechargeable; électrique = electric
imperméable = waterproof; impermeable = waterproof; étanche = waterproof; confortable = comfortable; confortables = comfortable; doux = soft; douce = soft; léger = lightweight; légère = lightweight; solide = durable; résistant = durable; long = long; longue = long; court = short; courte = short; nouveau = new; joli = nice; jolie = nice; pratique = practical; utile = useful; amusant = fun
meilleur = best; meilleurs = best; meilleure = best; bon = good; bonne = good; qualité = quality; marque = brand
# people a gift is for, pastimes they like, and off-topic sports words
sœur = sister; soeur = sister; frère = brother; frere = brother; fils = son; tante = aunt; oncle = uncle; cousine = cousin; cousin = cousin; nièce = niece; niece = niece; neveu = nephew; belle-mère = mother-in-law; beau-père = father-in-law; petite-fille = granddaughter; petit-fils = grandson; patron = boss; patronne = boss; collègue = coworker; collegue = coworker; professeur = teacher; prof = teacher; maîtresse = teacher; voisin = neighbor; voisine = neighbor
lire = reading; lecture = reading; pâtisserie = baking; peindre = painting; dessiner = drawing; voyages = travel; jeux vidéo = video games; danser = dancing; nager = swimming; camper = camping; écrire = writing; ecrire = writing; coudre = sewing; tricoter = knitting; chanter = singing; jardinage = gardening; jardiner = gardening; randonnee = hiking; photographie = photography
a gagné = won; gagné = won; gagne = won; gagner = win; perdu = lost; match = match; foot = soccer; football = soccer; équipe = team; equipe = team; élections = election
# product nouns
écouteurs = earbuds; ecouteurs = earbuds; casque = headphones; casque audio = headphones; enceinte = speaker; haut-parleur = speaker; chargeur = charger; chargeurs = chargers; câble = cable; cable = cable; batterie = battery; piles = batteries; coque = case; étui = case; housse = cover; protection d'écran = screen protector
souris = mouse; clavier = keyboard; écran = screen; caméra = camera; appareil photo = camera; montre = watch; montres = watches; montre connectée = smart watch; lampe = lamp; lampe de chevet = bedside lamp; ampoule = light bulb; lampe de poche = flashlight; prise = plug; adaptateur = adapter
lunettes de soleil = sunglasses; lunettes = glasses; chapeau = hat; casquette = cap; bonnet = beanie; écharpe = scarf; gants = gloves; chaussettes = socks; chaussures = shoes; baskets = sneakers; chaussures de course = running shoes; chaussures de randonnée = hiking boots; bottes = boots; sandales = sandals; tongs = flip flops; chaussons = slippers; pantoufles = slippers
t-shirt = t-shirt; tee-shirt = t-shirt; chemise = shirt; pantalon = pants; jean = jeans; jupe = skirt; robe = dress; robes = dresses; veste = jacket; manteau = coat; sweat = hoodie; pull = sweater; pyjama = pajamas; maillot de bain = swimsuit; sous-vêtements = underwear; soutien-gorge = bra; ceinture = belt
sac = bag; sac à main = handbag; sac à dos = backpack; sacs à dos = backpacks; valise = suitcase; portefeuille = wallet; porte-clés = keychain; clés = keys; parapluie = umbrella; bijoux = jewelry; collier = necklace; bracelet = bracelet; boucles d'oreilles = earrings; bague = ring
tasse = mug; tasses = mugs; mug = mug; verre = glass; bouteille = bottle; gourde = water bottle; thermos = thermos; assiette = plate; couteau = knife; couteaux = knives; fourchette = fork; cuillère = spoon; poêle = frying pan; poele = frying pan; antiadhésive = nonstick; casserole = pot; cafetière = coffee maker; théière = teapot; bouilloire = kettle; grille-pain = toaster; mixeur = blender
draps = sheets; couverture = blanket; couvertures = blankets; plaid = throw blanket; couette = comforter; oreiller = pillow; oreillers = pillows; coussin = pillow; serviette = towel; serviettes = towels; rideaux = curtains; tapis = rug; miroir = mirror; matelas = mattress; chaise = chair; table = table; bureau = desk; étagère = shelf
shampooing = shampoo; shampoing = shampoo; après-shampooing = conditioner; savon = soap; crème = cream; crème pour les mains = hand cream; crème hydratante = moisturizer; crème solaire = sunscreen; parfum = perfume; maquillage = makeup; rouge à lèvres = lipstick; brosse = brush; brosse à dents = toothbrush; dentifrice = toothpaste; peigne = comb; sèche-cheveux = hair dryer; rasoir = razor
jouet = toy; jouets = toys; poupée = doll; peluche = stuffed animal; puzzle = puzzle; jeu = game; jeux = games; jeu de société = board game; ballon = ball; balle = ball; vélo = bike; trottinette = scooter; cerf-volant = kite
laisse = leash; collier pour chien = dog collar; gamelle = bowl; panier pour chien = dog bed; litière = cat litter; griffoir = scratching post; croquettes = food; griffe = scratches
cahier = notebook; cahiers = notebooks; carnet = notebook; stylo = pen; stylos = pens; crayon = pencil; crayons = pencils; livre = book; livres = books; agenda = planner; calculatrice = calculator; ciseaux = scissors; trousse = pencil case; cartable = school bag
outil = tool; outils = tools; perceuse = drill; tournevis = screwdriver; marteau = hammer; ruban adhésif = tape; colle = glue; échelle = ladder; tuyau d'arrosage = hose; pot de fleurs = planter; plantes = plants; graines = seeds; tente = tent; sac de couchage = sleeping bag; tapis de yoga = yoga mat; haltères = dumbbells; raquette = racket
couches = diapers; biberon = baby bottle; tétine = pacifier; poussette = stroller; bavoir = bib
# off-topic (general requests to an assistant)
devoirs = homework; maths = math; mathématiques = math; examen = exam; équation = equation; exercice = exercise; poème = poem; dissertation = essay
blague = joke; blagues = jokes; raconte-moi une blague = tell me a joke; quel temps fait-il = what's the weather; quel temps fera-t-il = what's the weather; quel temps = what's the weather; la météo = the weather; météo = weather; quelle heure est-il = what time is it; heure = time
vol = flight; vols = flights; réserver = book; réservation = booking; hôtel = hotel; chanson = song; musique = music; actualités = news; recette = recipe; traduire = translate; demain = tomorrow; aujourd'hui = today; hier = yesterday; maintenant = now; nuit = night; jour = day; semaine = week
`;
