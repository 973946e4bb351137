/**
 * General vocabulary (see ../general.ts) added so that situations told in another language reach the situation table
 * (agent/shopping/situations.ts; issue 16, 2026): the everyday words of home life, the body, family, school, jobs,
 * weather and hobbies, and the verbs of what happens to people and things (scrape, gnaw, tip over, slip, wobble), that
 * a shopper uses when telling what is going on rather than naming a product. Written for Aisle from general knowledge
 * of the five languages, with regional words side by side (Spain and Latin American Spanish, Brazilian and European
 * Portuguese); measured with bench/situations-multilingual.ts, no entry taken from an evaluation file and none that
 * fits one sentence only: each is a translation of the word wherever it occurs.
 */
export const SITUATIONS_VOCAB = `
# nouns: home, car and things of everyday life (situations)
dish rack | escurreplatos / secaplatos | égouttoir / égouttoir à vaisselle | Abtropfgestell / Geschirrständer / Abtropfständer | escorredor de louça / escorredor de pratos / escorredor | scolapiatti / scolastoviglie
firewood | leña | bois de chauffage | Brennholz / Feuerholz | lenha | legna / legna da ardere
kindling | - | petit bois | Anzündholz | gravetos | legnetti
dashboard | salpicadero / tablero del coche / tablero del carro / tablero del auto | tableau de bord | Armaturenbrett | tablier / painel do carro | cruscotto
cup holder | portavasos | porte-gobelet / porte-gobelets | Becherhalter / Getränkehalter | porta-copos | portabicchieri / portalattine
car interior | interior del coche / interior del carro / interior del auto | intérieur de la voiture | Innenraum | interior do carro | interno della macchina / interno dell'auto
interior | interior | intérieur | Innenraum / Innere | interior | interno
window | - | vitre | Fensterscheibe / Autoscheibe | - | -
window tint | polarizado / lámina polarizada | film teinté / teinte de vitres | Tönungsfolie / Scheibentönung | insulfilm / película | pellicola oscurante
scrambled eggs | huevos revueltos | œufs brouillés | Rührei | ovos mexidos | uova strapazzate
shoelaces | cordones / agujetas | lacets | Schnürsenkel / Schuhbänder | cadarços / atacadores | lacci
back door | puerta de atrás / puerta trasera | porte de derrière / porte arrière | Hintertür | porta dos fundos / porta das traseiras | porta sul retro / porta di servizio
drying rack | tendedero / tendedor | étendoir | Wäscheständer | varal / estendal | stendino
clutter | desorden / tiradero / reguero | bazar / fouillis | Unordnung / Durcheinander | bagunça / tralha / desarrumação | disordine
crumb | miga / migaja | miette | Krümel / Krume | farelo / migalha | briciola
wrapper | envoltorio / envoltura | - | - | papel de bala | cartaccia / involucro
puddle | - | - | - | - | pozza / pozzanghera
ceiling fan | ventilador de techo | ventilateur de plafond | Deckenventilator | ventilador de teto | ventilatore a soffitto / ventilatore da soffitto
pull chain | cadenita | chaînette / tirette | Zugkette / Zugschalter | correntinha | catenella
caulk | silicona de baño / sellador | joint de silicone / mastic | Silikonfuge / Fugensilikon | silicone de vedação / vedante | silicone sigillante / sigillante

# nouns: the body, health and care (situations)
pore | poro | pore | Pore | poro | poro
scrape | raspón / raspadura / rozadura | écorchure / éraflure | Schürfwunde / Schramme | esfoladela / esfolão | sbucciatura / escoriazione
boo boo | pupa | bobo | Wehwehchen / Aua | dodói | bua
scratch | rasguño / arañazo | égratignure | Kratzer | arranhão | graffio
bruise | moretón / moratón | hématome | blauer Fleck | hematoma / nódoa negra | livido
autism | autismo | autisme | Autismus | autismo | autismo
sensory overload | sobrecarga sensorial / sobreestimulación | surcharge sensorielle / surstimulation | Reizüberflutung / Reizüberlastung | sobrecarga sensorial / sobrestimulação | sovraccarico sensoriale / sovrastimolazione
pressure | presión | pression | Druck | pressão | pressione
deep pressure | presión profunda | pression profonde | tiefer Druck / Tiefendruck | pressão profunda | pressione profonda
panic attack | ataque de pánico / ataque de ansiedad | crise d'angoisse / crise de panique / attaque de panique | Panikattacke | ataque de pânico / crise de pânico | attacco di panico
breast | teta | sein | - | - | seno
breastfeeding | lactancia / dar el pecho / dar pecho | allaitement | Stillen | amamentação / dar de mamar | allattamento
teething | dentición | poussée dentaire / percée des dents | Zahnen | dentição / nascimento dos dentes | dentizione
baby teeth | dientes de leche | dents de lait | Milchzähne | dentes de leite | denti da latte
makeup | maquillaje | maquillage | Make-up / Schminke | maquiagem / maquilhagem | trucco
foundation | base de maquillaje | fond de teint | Foundation / Grundierung | base de maquiagem / base | fondotinta
scalp | cuero cabelludo | cuir chevelu | Kopfhaut | couro cabeludo | cuoio capelluto

# nouns: people, jobs and church (situations)
bridesmaid | dama de honor | demoiselle d'honneur | Brautjungfer | dama de honor / madrinha de casamento | damigella / damigella d'onore
maid of honor | dama de honor principal | témoin de la mariée | Trauzeugin | - | testimone della sposa
pastor | pastor | pasteur | Pastor / Pfarrer | pastor | pastore
church leader | líder de la iglesia | responsable d'église | Gemeindeleiter | líder da igreja | responsabile della chiesa
congregation | congregación | paroisse / assemblée | Gemeinde / Kirchengemeinde | congregação | parrocchia / comunità
coworker | compañero de trabajo / compañera de trabajo / compañero del curro / compa del trabajo | collègue de travail / collègue de boulot | Arbeitskollege / Arbeitskollegin | colega de trabalho / colega do trampo | collega di lavoro
drummer | baterista | batteur / batteuse | Schlagzeuger / Schlagzeugerin | baterista | batterista
king | rey | roi | König | rei | re
outdoorsman | amante de la naturaleza | amoureux de la nature | Naturbursche / Naturmensch | amante da natureza | uomo dei boschi / amante della natura
survival | supervivencia | survie | Survival / Überleben | sobrevivência | sopravvivenza
woodworking | carpintería / ebanistería | menuiserie / ébénisterie | Holzarbeit / Holzarbeiten / Tischlerei / Schreinerei | marcenaria / carpintaria | falegnameria
remote work | trabajo remoto / teletrabajo / home office | télétravail | Homeoffice / Fernarbeit | trabalho remoto / teletrabalho / home office | lavoro da remoto / telelavoro / smart working

# nouns: school subjects (situations)
algebra | álgebra | algèbre | Algebra | álgebra | algebra
geometry | geometría | géométrie | Geometrie | geometria | geometria
calculus | cálculo | calcul différentiel | Infinitesimalrechnung | cálculo | analisi matematica
trigonometry | trigonometría | trigonométrie / trigo | Trigonometrie | trigonometria | trigonometria
statistics | estadística | statistiques / statistique | Statistik | estatística | statistica
precalculus | precálculo | - | - | pré-cálculo | -
school supplies | útiles escolares / material escolar | fournitures scolaires | Schulsachen / Schulmaterial / Schulbedarf | material escolar | materiale scolastico
supplies | suministros / insumos | fournitures | - | suprimentos | forniture
supply list | lista de útiles / lista de materiales | liste de fournitures / liste des fournitures | Materialliste | lista de material / lista do material escolar | lista del materiale

# nouns: hobbies, trips and celebrations (situations)
curve | curva | courbe | Kurve | curva | curva
roller coaster | montaña rusa | montagnes russes / montagne russe | Achterbahn | montanha-russa / montanha russa | montagne russe / montagna russa
amusement park | parque de diversiones / parque de atracciones | parc d'attractions / fête foraine | Freizeitpark / Vergnügungspark | parque de diversões | luna park / parco divertimenti
drums | - | - | Schlagzeug | - | -
drum lessons | clases de batería | cours de batterie | Schlagzeugunterricht / Schlagzeugstunden | aulas de bateria | lezioni di batteria / corso di batteria
squash court | pista de squash / cancha de squash | court de squash / terrain de squash | Squashplatz / Squashcourt | quadra de squash / campo de squash | campo da squash
tennis court | pista de tenis / cancha de tenis | court de tennis / terrain de tennis | Tennisplatz | quadra de tênis / campo de ténis | campo da tennis
basketball court | cancha de básquet / cancha de baloncesto / pista de baloncesto | terrain de basket | Basketballplatz | quadra de basquete | campo da basket
gear | equipamiento / equipo deportivo | matos / équipement | Ausrüstung / Equipment | equipamento | attrezzatura
sleepover | pijamada / fiesta de pijamas | soirée pyjama | Pyjamaparty / Übernachtungsparty | festa do pijama | pigiama party
snacks | picoteo / botanas / snacks / tentempiés | grignotage / trucs à grignoter | Snacks / Knabberzeug | lanchinhos / petiscos / snacks | snack / stuzzichini
gap year | año sabático | année sabbatique | Gap Year / Auszeit | ano sabático | anno sabbatico
backpacker | mochilero | routard / backpacker | Rucksacktourist / Backpacker | mochileiro | saccopelista / backpacker
welcome gift | regalo de bienvenida | cadeau de bienvenue | Willkommensgeschenk | presente de boas-vindas / prenda de boas-vindas | regalo di benvenuto
welcome | bienvenida | bienvenue | Willkommen | boas-vindas | benvenuto
small gift | detallito | petit cadeau / petite attention | kleines Geschenk | lembrancinha | pensierino

# adjectives: situations
sticky | pegajoso / pegostioso | collant / poisseux | klebrig | pegajoso / grudento | appiccicoso
shiny | brillante / brilloso | brillant | glänzend | brilhante | lucido
homemade | casero / hecho en casa | fait maison | selbstgemacht / hausgemacht | caseiro / feito em casa | fatto in casa / casalingo
own | propio | - | eigen | próprio | -
tiny | minúsculo | minuscule | winzig | minúsculo | minuscolo
overstimulated | sobreestimulado / sobrestimulado | surstimulé | reizüberflutet / überreizt | sobrestimulado / superestimulado | sovrastimolato / iperstimolato
autistic | autista | autiste | autistisch | autista | autistico
moldy | mohoso / con moho | moisi | verschimmelt / schimmelig | mofado / bolorento | ammuffito
summer | veraniego / estival | estival | sommerlich | estival | estivo
winter | invernal | hivernal | winterlich | invernal | invernale
fall | otoñal | automnal | herbstlich | outonal | autunnale
spring | primaveral | printanier | frühlingshaft | primaveril | primaverile
parental | parental | parental | elterlich | parental | parentale
remote | remoto | à distance | - | remoto | da remoto
wobbly | tambaleante / cojo | branlant / bancal | wackelig | bambo / instável | traballante

# verbs: what happens to people and things (situations)
scrape | raspar / rasparse / rasguñar | écorcher / s'écorcher / érafler | aufschürfen / schürfen | esfolar / esfolar-se / ralar | escoriare / graffiare
chew | mordisquear | mâchouiller / mordiller / ronger | anknabbern / annagen / zerkauen | mordiscar | mordicchiare
immobilize | inmovilizar | immobiliser | ruhigstellen | imobilizar | immobilizzare / ingessare
tint | polarizar / tintar | teinter | - | - | -
wobble | tambalearse / bambolearse | branler / vaciller | wackeln | abanar | traballare
jump | brincar / saltar | sauter | springen / hüpfen | pular / saltar | saltare
get greasy | engrasarse / ponerse grasoso | graisser | fettig werden / fetten | engordurar | diventare grasso
shine | brillar | briller | glänzen | brilhar | luccicare / brillare
get bored | aburrirse | s'ennuyer | sich langweilen | aborrecer-se / entediar-se | annoiarsi
entertain | entretener / distraer | distraire | beschäftigen / unterhalten | entreter / distrair | intrattenere / tenere occupato
drum | tamborilear | tambouriner | trommeln | tamborilar | tamburellare
grill | asar a la parrilla / hacer carne asada | griller / faire des grillades | grillen | grelhar / fazer churrasco | grigliare / fare la grigliata

# phrases: the house and trips (situations)
gas bill | factura del gas / recibo del gas / factura de gas | facture de gaz / facture du gaz | Gasrechnung | conta de gás / fatura do gás | bolletta del gas
heating bill | factura de la calefacción | facture de chauffage | Heizkostenabrechnung / Heizkosten | conta do aquecimento | bolletta del riscaldamento
electric bill | factura de la luz / recibo de la luz / recibo de luz | facture d'électricité | Stromrechnung | conta de luz / conta de energia | bolletta della luce
nobody is home | no hay nadie en casa / nadie está en casa | personne n'est à la maison / il n'y a personne à la maison | niemand zu Hause ist / keiner zu Hause ist | ninguém está em casa / não tem ninguém em casa / não há ninguém em casa | non c'è nessuno in casa / nessuno è in casa
full blast | a todo lo que da / a tope | à fond / à plein régime | auf Hochtouren | a todo vapor | a tutto spiano
ceiling box | caja de conexiones / salida de luz en el techo | boîte de dérivation / point lumineux au plafond | Deckenauslass / Anschlussdose / Lampenanschluss / Anschluss für eine Lampe | caixa de luz / ponto de luz no teto | scatola di derivazione / punto luce
coral reef | arrecife de coral / arrecife | récif corallien / récif / barrière de corail | Korallenriff / Riff | recife de coral / recife | barriera corallina / scogliera corallina
dive license | licencia de buceo / certificado de buceo / título de buceo | brevet de plongée / permis de plongée | Tauchschein / Tauchlizenz | licença de mergulho / certificado de mergulho | brevetto da sub / brevetto di immersione / patentino da sub
sea turtles | tortugas marinas | tortues marines | Meeresschildkröten | tartarugas marinhas | tartarughe marine
float | flotar | flotter | - | flutuar / boiar | galleggiare
`;
