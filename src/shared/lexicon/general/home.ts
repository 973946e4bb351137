/** General vocabulary (see ../general.ts): home and household, kitchen, food and drink, clothing. */
export const HOME = `
# nouns: home and household
house | casa | maison | Haus | casa | casa
home | hogar / casa | maison / chez-soi / foyer | Zuhause / Heim | lar / casa | casa
apartment | departamento / depa / piso / apartamento | appartement / appart | Wohnung | apartamento / apê | appartamento
studio apartment | estudio / monoambiente | studio | Einzimmerwohnung / Apartment | quitinete / kitnet / estúdio | monolocale
room | cuarto / habitación | pièce / chambre | Zimmer / Raum | quarto / cômodo / divisão | stanza / camera
bedroom | recámara / dormitorio / habitación | chambre | Schlafzimmer | quarto / dormitório | camera da letto
kids' room | cuarto de los niños | chambre d'enfant | Kinderzimmer | quarto das crianças | cameretta
living room | sala / salón / living / sala de estar | salon / séjour / salle de séjour | Wohnzimmer | sala / sala de estar | soggiorno / salotto
dining room | comedor | salle à manger | Esszimmer | sala de jantar | sala da pranzo
kitchen | cocina | cuisine | Küche | cozinha | cucina
bathroom | baño | salle de bain / salle de bains / toilettes | Bad / Badezimmer | banheiro / casa de banho | bagno
toilet | inodoro / wáter / escusado | toilettes / WC / cabinet | Toilette / Klo / WC | vaso sanitário / privada | water / gabinetto
hallway | pasillo | couloir | Flur / Gang | corredor | corridoio
stairs | escaleras / escalera | escalier | Treppe | escada | scale / scala
floor | piso / suelo | sol / étage | Boden / Fußboden / Stock | chão / piso / andar | pavimento / piano
ceiling | techo | plafond | Decke | teto | soffitto
roof | techo / tejado | toit | Dach | telhado | tetto
wall | pared / muro | mur | Wand / Mauer | parede / muro | muro / parete
door | puerta | porte | Tür | porta | porta
window | ventana | fenêtre | Fenster | janela | finestra
balcony | balcón | balcon | Balkon | varanda / sacada | balcone
terrace | terraza | terrasse | Terrasse | terraço | terrazzo
garden | jardín | jardin | Garten | jardim | giardino
yard | patio | cour | Hof | quintal / pátio | cortile
garage | garaje / cochera | garage | Garage | garagem | garage / box
basement | sótano | sous-sol / cave | Keller | porão / cave | cantina / seminterrato
attic | ático / desván | grenier | Dachboden | sótão | soffitta
elevator | ascensor / elevador | ascenseur | Aufzug / Fahrstuhl | elevador | ascensore
key | llave | clé / clef | Schlüssel | chave | chiave
lock | cerradura | serrure | Schloss | fechadura | serratura
furniture | muebles / mueble | meubles / meuble | Möbel | móveis / móvel | mobili / mobile
table | mesa | table | Tisch | mesa | tavolo
chair | silla | chaise | Stuhl | cadeira | sedia
armchair | sillón | fauteuil | Sessel | poltrona | poltrona
sofa | sofá / sillón | canapé | Sofa / Couch | sofá | divano
bed | cama | lit | Bett | cama | letto
mattress | colchón | matelas | Matratze | colchão | materasso
pillow | almohada | oreiller | Kissen / Kopfkissen | travesseiro / almofada | cuscino
blanket | cobija / manta / frazada | couverture / plaid | Decke | cobertor / manta | coperta
paint | pintura | peinture | Farbe | tinta | vernice / pittura
sheets | sábanas / sábana | draps / drap | Laken / Bettlaken | lençóis / lençol | lenzuola / lenzuolo
closet | clóset / armario / ropero | placard / armoire / penderie | Schrank / Kleiderschrank | armário / guarda-roupa | armadio
drawer | cajón | tiroir | Schublade | gaveta | cassetto
shelf | estante / repisa / balda | étagère | Regal | prateleira | mensola / scaffale
desk | escritorio | bureau | Schreibtisch | escrivaninha | scrivania
lamp | lámpara | lampe | Lampe | luminária / abajur | lampada
light | luz | lumière | Licht | luz | luce
curtain | cortina | rideau | Vorhang / Gardine | cortina | tenda
carpet | alfombra / tapete | tapis / moquette | Teppich | tapete | tappeto
mirror | espejo | miroir | Spiegel | espelho | specchio
clock | reloj | horloge / pendule | Uhr | relógio | orologio
picture | cuadro | tableau / cadre | Bild | quadro | quadro
plant | planta | plante | Pflanze | planta | pianta
vase | florero / jarrón | vase | Vase | vaso | vaso
candle | vela | bougie | Kerze | vela | candela
plug | enchufe | prise | Steckdose / Stecker | tomada | presa / spina
heating | calefacción | chauffage | Heizung | aquecimento | riscaldamento
air conditioning | aire acondicionado / clima | climatisation / clim | Klimaanlage | ar-condicionado / ar condicionado | aria condizionata / condizionatore
electricity | electricidad / luz | électricité / courant | Strom | eletricidade / luz | elettricità / corrente
power outage | apagón | coupure de courant / panne de courant | Stromausfall | apagão / queda de energia | blackout
water | agua | eau | Wasser | água | acqua
noise | ruido | bruit | Lärm / Krach | barulho | rumore
smell | olor | odeur | Geruch | cheiro | odore / puzza
dust | polvo | poussière | Staub | poeira / pó | polvere
dirt | suciedad / mugre | saleté | Schmutz / Dreck | sujeira | sporcizia / sporco
mold | moho | moisissure | Schimmel | mofo / bolor | muffa
humidity | humedad | humidité | Feuchtigkeit | umidade | umidità
limescale | sarro / cal | calcaire / tartre | Kalk | calcário | calcare
trash | basura | poubelle / ordures / déchets | Müll / Abfall | lixo | spazzatura / rifiuti
trash can | bote de basura / cubo de basura / basurero | poubelle | Mülleimer / Abfalleimer | lixeira | pattumiera / secchio della spazzatura
laundry | ropa sucia / colada | linge / lessive | Wäsche | roupa suja | bucato
washing machine | lavadora | machine à laver / lave-linge | Waschmaschine | máquina de lavar | lavatrice
dryer | secadora | sèche-linge | Trockner | secadora | asciugatrice
dishwasher | lavavajillas / lavaplatos | lave-vaisselle | Spülmaschine / Geschirrspüler | lava-louças | lavastoviglie
fridge | refrigerador / nevera / heladera / refri | frigo / réfrigérateur | Kühlschrank | geladeira / frigorífico | frigo / frigorifero
oven | horno | four | Ofen / Backofen | forno | forno
stove | estufa / cocina / hornilla | cuisinière / plaque | Herd | fogão | fornello / piano cottura
microwave | microondas | micro-ondes | Mikrowelle | micro-ondas | microonde
dishes | platos / trastes / vajilla | vaisselle | Geschirr | louça | piatti / stoviglie
cleaning | limpieza | ménage / nettoyage | Putzen / Reinigung | limpeza / faxina | pulizia / pulizie
chores | quehaceres / tareas de la casa | tâches ménagères | Hausarbeit | tarefas domésticas | faccende
neighborhood | barrio / colonia | quartier | Viertel / Nachbarschaft | bairro | quartiere
move | mudanza | déménagement | Umzug | mudança | trasloco
rent | alquiler / renta | loyer | Miete | aluguel / renda | affitto
# nouns: kitchen and food
food | comida | nourriture / bouffe | Essen / Lebensmittel | comida | cibo / roba da mangiare
meal | comida | repas | Mahlzeit | refeição | pasto
breakfast | desayuno | petit-déjeuner / petit déj | Frühstück | café da manhã / pequeno-almoço | colazione
lunch | almuerzo / comida | déjeuner / repas | Mittagessen | almoço | pranzo
dinner | cena | dîner | Abendessen | jantar | cena
snack | merienda / botana / tentempié | goûter / en-cas | Snack / Zwischenmahlzeit | lanche | merenda / spuntino
packed lunch | lonche / tupper / táper | casse-croûte / gamelle | Brotzeit / Pausenbrot | marmita / lancheira | pranzo al sacco / schiscetta
recipe | receta | recette | Rezept | receita | ricetta
bread | pan | pain | Brot | pão | pane
meat | carne | viande | Fleisch | carne | carne
chicken | pollo | poulet | Hähnchen / Huhn | frango | pollo
fish | pescado | poisson | Fisch | peixe | pesce
egg | huevo | œuf | Ei | ovo | uovo / uova
cheese | queso | fromage | Käse | queijo | formaggio
milk | leche | lait | Milch | leite | latte
butter | mantequilla / manteca | beurre | Butter | manteiga | burro
rice | arroz | riz | Reis | arroz | riso
pasta | pasta | pâtes | Nudeln / Pasta | macarrão / massa | pasta
soup | sopa | soupe | Suppe | sopa | zuppa / minestra
salad | ensalada | salade | Salat | salada | insalata
vegetables | verduras / vegetales | légumes | Gemüse | legumes / verduras | verdure
fruit | fruta | fruit / fruits | Obst / Frucht | fruta | frutta
apple | manzana | pomme | Apfel | maçã | mela
banana | plátano / banana | banane | Banane | banana | banana
orange | naranja | orange | Orange | laranja | arancia
lemon | limón | citron | Zitrone | limão | limone
potato | papa / patata | pomme de terre / patate | Kartoffel | batata | patata
tomato | tomate / jitomate | tomate | Tomate | tomate | pomodoro
onion | cebolla | oignon | Zwiebel | cebola | cipolla
garlic | ajo | ail | Knoblauch | alho | aglio
sugar | azúcar | sucre | Zucker | açúcar | zucchero
salt | sal | sel | Salz | sal | sale
oil | aceite | huile | Öl | óleo / azeite | olio
sauce | salsa | sauce | Soße | molho | sugo / salsa
cake | pastel / torta / tarta / bizcocho | gâteau | Kuchen / Torte | bolo | torta
cookie | galleta | biscuit / gâteau sec | Keks | biscoito / bolacha | biscotto
chocolate | chocolate | chocolat | Schokolade | chocolate | cioccolato / cioccolata
ice cream | helado | glace | Eis | sorvete / gelado | gelato
candy | dulce / golosina / caramelo | bonbon | Bonbon / Süßigkeiten | doce / bala | caramella
drink | bebida | boisson | Getränk | bebida | bevanda / bibita
juice | jugo / zumo | jus | Saft | suco / sumo | succo
soda | refresco / soda / gaseosa | soda / boisson gazeuse | Limo / Limonade | refrigerante | bibita
smoothie | licuado / batido / smoothie | smoothie / milk-shake | Smoothie | vitamina / batido | frullato / frappè
beer | cerveza / chela | bière | Bier | cerveja | birra
wine | vino | vin | Wein | vinho | vino
grill | parrilla / asador | barbecue / grill | Grill | churrasqueira / grelha | griglia / barbecue
barbecue | carne asada / asado / barbacoa | barbecue | Grillen / Grillfest | churrasco | grigliata / barbecue
picnic | pícnic / día de campo | pique-nique | Picknick | piquenique | picnic
leftovers | sobras | restes | Reste | sobras | avanzi
groceries | despensa / mandado / compra | courses | Einkäufe / Lebensmittel | compras / mercado | spesa
# nouns: clothes and things people carry
clothes | ropa | vêtements / fringues / habits | Kleidung / Klamotten | roupa / roupas | vestiti / abiti
outfit | outfit / conjunto | tenue | Outfit | look / roupa | outfit / completo
uniform | uniforme | uniforme | Uniform | uniforme / farda | divisa / uniforme
pocket | bolsillo / bolsa | poche | Tasche | bolso | tasca
button | botón | bouton | Knopf | botão | bottone
zipper | cierre / cremallera | fermeture éclair | Reißverschluss | zíper / fecho | cerniera / zip
sleeve | manga | manche | Ärmel | manga | manica
stain | mancha | tache | Fleck | mancha | macchia
size | talla | taille / pointure | Größe | tamanho / número | taglia / misura / numero
umbrella | paraguas / sombrilla | parapluie | Regenschirm / Schirm | guarda-chuva / guarda-sol | ombrello
wallet | cartera / billetera | portefeuille | Geldbörse / Portemonnaie | carteira | portafoglio
purse | bolso / bolsa / cartera | sac à main | Handtasche | bolsa | borsa / borsetta
# nouns: more home, kitchen and things
thing for | cosa para | truc pour | Ding für | coisa para | cosa per
object | objeto | objet | Gegenstand / Objekt | objeto | oggetto
tool | herramienta | outil | Werkzeug | ferramenta | attrezzo / utensile
box | caja | boîte / carton | Kiste / Karton / Schachtel | caixa | scatola
bag | bolsa | sac | Tasche / Tüte | sacola / saco | borsa / busta / sacchetto
basket | canasta / cesta | panier | Korb | cesta | cesto / cestino
bottle | botella | bouteille | Flasche | garrafa | bottiglia
jar | frasco / tarro | pot / bocal | Glas / Dose | pote / vidro | barattolo
can | lata | boîte / canette | Dose | lata | lattina
cup | taza | tasse | Tasse | xícara / caneca | tazza
glass | vaso | verre | Glas | copo | bicchiere
plate | plato | assiette | Teller | prato | piatto
bowl | tazón / bol | bol | Schüssel | tigela | ciotola
spoon | cuchara | cuillère | Löffel | colher | cucchiaio
fork | tenedor | fourchette | Gabel | garfo | forchetta
knife | cuchillo | couteau | Messer | faca | coltello
pot | olla | casserole / marmite | Topf | panela | pentola
pan | sartén | poêle | Pfanne | frigideira | padella
lid | tapa | couvercle | Deckel | tampa | coperchio
towel | toalla | serviette | Handtuch | toalha | asciugamano
soap | jabón | savon | Seife | sabão / sabonete | sapone
shampoo | champú / shampoo | shampooing | Shampoo | xampu | shampoo
toothbrush | cepillo de dientes | brosse à dents | Zahnbürste | escova de dentes | spazzolino
toothpaste | pasta de dientes | dentifrice | Zahnpasta | pasta de dente | dentifricio
toilet paper | papel higiénico / papel de baño | papier toilette | Toilettenpapier / Klopapier | papel higiênico | carta igienica
broom | escoba | balai | Besen | vassoura | scopa
mop | trapeador / fregona | serpillière | Wischmopp | esfregão / rodo | mocio / spazzolone
bucket | cubeta / cubo / balde | seau | Eimer | balde | secchio
sponge | esponja | éponge | Schwamm | esponja | spugna
vacuum | aspiradora | aspirateur | Staubsauger | aspirador | aspirapolvere
detergent | detergente / jabón | lessive / détergent | Waschmittel | detergente / sabão em pó | detersivo
hanger | gancho / percha | cintre | Kleiderbügel | cabide | gruccia / appendiabiti
hook | gancho | crochet | Haken | gancho | gancio
nail | clavo | clou | Nagel | prego | chiodo
screw | tornillo | vis | Schraube | parafuso | vite
tape | cinta | ruban adhésif / scotch | Klebeband | fita | nastro adesivo / scotch
glue | pegamento | colle | Kleber | cola | colla
scissors | tijeras | ciseaux | Schere | tesoura | forbici
rope | cuerda | corde | Seil | corda | corda
ladder | escalera | échelle | Leiter | escada | scala
hose | manguera | tuyau d'arrosage | Schlauch | mangueira | tubo
fence | cerca / reja | clôture | Zaun | cerca | recinto
gate | portón / reja | portail | Tor | portão | cancello
doorbell | timbre | sonnette | Klingel | campainha | campanello
fan | ventilador | ventilateur | Ventilator | ventilador | ventilatore
heater | calentador / estufa | radiateur / chauffage | Heizlüfter / Heizung | aquecedor | stufa
bulb | foco / bombilla | ampoule | Glühbirne | lâmpada | lampadina
switch | apagador / interruptor | interrupteur | Schalter | interruptor | interruttore
outlet | contacto / enchufe | prise | Steckdose | tomada | presa
remote | control / mando | télécommande | Fernbedienung | controle remoto | telecomando
tv | tele / televisión | télé / télévision | Fernseher | televisão / tv | televisione / tv
radio | radio | radio | Radio | rádio | radio
speaker | bocina / altavoz | enceinte / haut-parleur | Lautsprecher / Box | caixa de som | cassa
headphones | audífonos / auriculares / cascos | écouteurs / casque | Kopfhörer | fone de ouvido / fone | cuffie / auricolari
toy | juguete | jouet | Spielzeug | brinquedo | giocattolo / gioco
doll | muñeca | poupée | Puppe | boneca | bambola
ball | pelota / balón | balle / ballon | Ball | bola | palla / pallone
stroller | carriola / cochecito | poussette | Kinderwagen | carrinho de bebê | passeggino
crib | cuna | lit bébé / berceau | Kinderbett / Babybett | berço | culla / lettino
diaper | pañal | couche | Windel | fralda | pannolino
bottle for babies | biberón / mamila | biberon | Fläschchen / Babyflasche | mamadeira | biberon
pacifier | chupón / chupete | tétine / sucette | Schnuller | chupeta | ciuccio
backpack for school | mochila escolar | cartable | Schulranzen | mochila escolar | zaino scolastico
lunch box | lonchera / fiambrera / tupper | boîte à lunch / boîte à déjeuner | Brotdose / Lunchbox | lancheira / marmita | portapranzo
thermos | termo | thermos | Thermoskanne | garrafa térmica | thermos
water bottle | botella de agua / cantimplora | gourde / bouteille d'eau | Trinkflasche | garrafa de água / squeeze | borraccia
tent | tienda de campaña / casa de campaña | tente | Zelt | barraca | tenda
sleeping bag | saco de dormir / bolsa de dormir | sac de couchage | Schlafsack | saco de dormir | sacco a pelo
flashlight | linterna | lampe de poche | Taschenlampe | lanterna | torcia
map | mapa | carte / plan | Karte | mapa | mappa
suitcase | maleta / valija | valise | Koffer | mala | valigia
jacket | chamarra / chaqueta | veste / blouson | Jacke | jaqueta / casaco | giacca / giubbotto
coat | abrigo | manteau | Mantel | casaco | cappotto
sweater | suéter / jersey | pull | Pullover | suéter / blusa de frio | maglione
shirt | camisa | chemise | Hemd | camisa | camicia
t-shirt | playera / camiseta | t-shirt / tee-shirt | T-Shirt | camiseta | maglietta / t-shirt
pants | pantalón / pantalones | pantalon | Hose | calça | pantaloni
jeans | jeans / vaqueros | jean / jeans | Jeans | calça jeans | jeans
shorts | shorts / pantalón corto | short | Shorts / kurze Hose | bermuda / short | pantaloncini
dress | vestido | robe | Kleid | vestido | vestito / abito
skirt | falda | jupe | Rock | saia | gonna
shoes | zapatos | chaussures / souliers | Schuhe | sapatos | scarpe
sneakers | tenis / zapatillas | baskets | Turnschuhe / Sneaker | tênis | scarpe da ginnastica
boots | botas | bottes | Stiefel | botas | stivali
sandals | sandalias / chanclas | sandales | Sandalen | sandálias / chinelos | sandali
socks | calcetines / medias | chaussettes | Socken | meias | calzini
underwear | ropa interior / calzones | sous-vêtements / culotte | Unterwäsche | roupa íntima / cueca / calcinha | intimo / mutande
pajamas | pijama | pyjama | Schlafanzug / Pyjama | pijama | pigiama
hat | sombrero / gorro | chapeau / bonnet | Hut / Mütze | chapéu / gorro | cappello
cap | gorra | casquette | Kappe / Cap | boné | cappellino
gloves | guantes | gants | Handschuhe | luvas | guanti
scarf | bufanda | écharpe | Schal | cachecol | sciarpa
belt | cinturón | ceinture | Gürtel | cinto | cintura
swimsuit | traje de baño | maillot de bain | Badeanzug / Badehose | maiô / biquíni / sunga | costume da bagno
# nouns: more food and drink
cereal | cereal | céréales | Müsli / Cornflakes | cereal | cereali
flour | harina | farine | Mehl | farinha | farina
beans | frijoles / judías / alubias | haricots | Bohnen | feijão | fagioli
lentils | lentejas | lentilles | Linsen | lentilhas | lenticchie
corn | maíz / elote | maïs | Mais | milho | mais
carrot | zanahoria | carotte | Karotte / Möhre | cenoura | carota
lettuce | lechuga | laitue / salade | Salat / Kopfsalat | alface | lattuga
pepper | pimiento / chile / pimienta | poivron / poivre | Paprika / Pfeffer | pimentão / pimenta | peperone / pepe
cucumber | pepino | concombre | Gurke | pepino | cetriolo
mushroom | champiñón / hongo / seta | champignon | Pilz | cogumelo | fungo
strawberry | fresa / frutilla | fraise | Erdbeere | morango | fragola
grape | uva | raisin | Traube | uva | uva
pear | pera | poire | Birne | pera | pera
peach | durazno / melocotón | pêche | Pfirsich | pêssego | pesca
watermelon | sandía | pastèque | Wassermelone | melancia | anguria / cocomero
pineapple | piña | ananas | Ananas | abacaxi / ananás | ananas
avocado | aguacate / palta | avocat | Avocado | abacate | avocado
nuts | nueces / frutos secos | noix / fruits secs | Nüsse | nozes / castanhas | noci / frutta secca
ham | jamón | jambon | Schinken | presunto | prosciutto
sausage | salchicha / chorizo | saucisse / saucisson | Wurst / Würstchen | salsicha / linguiça | salsiccia / wurstel
beef | res / carne de res / ternera | bœuf | Rindfleisch | carne bovina / bife | manzo
pork | cerdo / puerco | porc | Schweinefleisch | carne de porco | maiale
steak | bistec / filete | steak / bifteck | Steak | bife | bistecca
seafood | mariscos | fruits de mer | Meeresfrüchte | frutos do mar / marisco | frutti di mare
tuna | atún | thon | Thunfisch | atum | tonno
yogurt | yogur / yogurt | yaourt / yogourt | Joghurt | iogurte | yogurt
cream | crema / nata | crème | Sahne | creme de leite / natas | panna
honey | miel | miel | Honig | mel | miele
jam | mermelada | confiture | Marmelade | geleia / doce | marmellata
vinegar | vinagre | vinaigre | Essig | vinagre | aceto
spices | especias | épices | Gewürze | temperos / especiarias | spezie
sandwich | sándwich / torta / bocadillo | sandwich | Sandwich / Brötchen | sanduíche / lanche | panino / tramezzino
pizza | pizza | pizza | Pizza | pizza | pizza
hamburger | hamburguesa | hamburger | Hamburger | hambúrguer | hamburger
fries | papas fritas / patatas fritas | frites | Pommes | batata frita | patatine fritte
dessert | postre | dessert | Nachtisch / Dessert | sobremesa | dolce / dessert
coffee | café | café | Kaffee | café | caffè
tea | té | thé | Tee | chá | tè
hot chocolate | chocolate caliente | chocolat chaud | heiße Schokolade / Kakao | chocolate quente | cioccolata calda
bottled water | agua embotellada | eau en bouteille | Wasser / Mineralwasser | água mineral | acqua minerale
ice | hielo | glaçons | Eiswürfel | gelo | ghiaccio
# nouns: more house, garden and tools
hammer | martillo | marteau | Hammer | martelo | martello
screwdriver | desarmador / destornillador | tournevis | Schraubenzieher | chave de fenda | cacciavite
drill | taladro | perceuse | Bohrmaschine | furadeira | trapano
saw | serrucho / sierra | scie | Säge | serrote / serra | sega
shovel | pala | pelle | Schaufel | pá | pala
wheelbarrow | carretilla | brouette | Schubkarre | carrinho de mão | carriola
lawn mower | podadora / cortacésped | tondeuse | Rasenmäher | cortador de grama | tosaerba / tagliaerba
flowerpot | maceta | pot de fleurs | Blumentopf | vaso | vaso
soil | tierra | terre / terreau | Erde | terra | terra / terriccio
tarp | lona | bâche | Plane | lona | telone
bookcase | librero / estantería | bibliothèque / étagère | Regal / Bücherregal | estante | libreria / scaffale
nightstand | buró / mesita de noche | table de chevet | Nachttisch | criado-mudo / mesa de cabeceira | comodino
dresser | cómoda | commode | Kommode | cômoda | cassettiera / comò
cushion | cojín | coussin | Kissen | almofada | cuscino
rug | tapete / alfombra | tapis | Teppich / Läufer | tapete | tappeto
sink | lavabo / lavamanos / fregadero / tarja | évier / lavabo | Spüle / Waschbecken | pia | lavandino / lavello
bathtub | tina / bañera | baignoire | Badewanne | banheira | vasca
shower | regadera / ducha | douche | Dusche | chuveiro | doccia
faucet | llave / grifo | robinet | Wasserhahn | torneira | rubinetto
pipe | tubo / tubería | tuyau | Rohr | cano | tubo
`;
