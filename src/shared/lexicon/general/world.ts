/** General vocabulary (see ../general.ts): places and travel, nature, weather and animals, time, numbers. */
export const WORLD = `
# nouns: places, town and travel
place | lugar / sitio | endroit / lieu | Ort / Platz | lugar / sítio | posto / luogo
city | ciudad | ville | Stadt | cidade | città
town | pueblo | village / bourg | Dorf / Kleinstadt | vila / cidade pequena | paese
country | país | pays | Land | país | paese
countryside | campo | campagne | Land | campo / interior | campagna
street | calle | rue | Straße | rua | strada / via
road | carretera / camino | route | Straße / Landstraße | estrada | strada
square | plaza | place | Platz | praça | piazza
park | parque | parc | Park | parque | parco
shop | tienda / negocio / local | magasin / boutique | Geschäft / Laden | loja | negozio
supermarket | supermercado / súper | supermarché | Supermarkt | supermercado / mercado | supermercato
market | mercado / tianguis | marché | Markt | feira / mercado | mercato
mall | centro comercial / plaza | centre commercial | Einkaufszentrum | shopping | centro commerciale
restaurant | restaurante | restaurant / resto | Restaurant | restaurante | ristorante
bar | bar | bar / café | Bar / Kneipe | bar / boteco | bar
hotel | hotel | hôtel | Hotel | hotel | albergo / hotel
bank | banco | banque | Bank | banco | banca
post office | correo / oficina de correos | poste | Post | correios | posta / ufficio postale
office | oficina | bureau | Büro | escritório | ufficio
school | escuela / colegio / cole | école / collège / lycée | Schule / Gymnasium | escola / colégio | scuola
university | universidad / facu / facultad | université / fac | Universität / Uni | faculdade / universidade | università
library | biblioteca | bibliothèque | Bibliothek / Bücherei | biblioteca | biblioteca
church | iglesia | église | Kirche | igreja | chiesa
museum | museo | musée | Museum | museu | museo
cinema | cine | cinéma / ciné | Kino | cinema | cinema
theater | teatro | théâtre | Theater | teatro | teatro
gym | gimnasio / gym | salle de sport / salle | Fitnessstudio / Studio | academia / ginásio | palestra
pool | alberca / piscina / pileta | piscine | Schwimmbad / Pool | piscina | piscina
stadium | estadio | stade | Stadion | estádio | stadio
field | cancha / campo | terrain | Platz / Feld | campo / quadra | campo
beach | playa | plage | Strand | praia | spiaggia
sea | mar | mer | Meer / See | mar | mare
lake | lago | lac | See | lago | lago
river | río | rivière / fleuve | Fluss | rio | fiume
mountain | montaña / monte | montagne | Berg | montanha / serra | montagna / monte
mountain range | sierra / cordillera | chaîne de montagnes / massif | Gebirge | serra | catena montuosa
hill | colina / cerro | colline | Hügel | colina / morro | collina
forest | bosque / selva | forêt / bois | Wald | floresta / mata / bosque | bosco / foresta
island | isla | île | Insel | ilha | isola
desert | desierto | désert | Wüste | deserto | deserto
trail | sendero / ruta | sentier | Wanderweg / Pfad | trilha | sentiero
camping | camping / campamento | camping | Camping / Zelten | acampamento / camping | campeggio
trip | viaje / paseo | voyage / trajet | Reise / Fahrt / Ausflug | viagem / passeio | viaggio / gita
road trip | viaje en carretera / viaje en coche | road trip / trajet en voiture | Autofahrt | viagem de carro | viaggio in macchina
flight | vuelo | vol | Flug | voo | volo
airport | aeropuerto | aéroport | Flughafen | aeroporto | aeroporto
airline | aerolínea / línea aérea | compagnie aérienne | Fluggesellschaft / Airline | companhia aérea | compagnia aerea
station | estación | gare / station | Bahnhof / Station | estação / rodoviária | stazione
ticket | boleto / billete / pasaje / entrada | billet / ticket | Ticket / Fahrkarte / Karte | passagem / bilhete / ingresso | biglietto
passport | pasaporte | passeport | Pass / Reisepass | passaporte | passaporto
luggage | equipaje | bagages | Gepäck | bagagem | bagaglio / bagagli
car | carro / coche / auto | voiture / bagnole | Auto / Wagen | carro | macchina / auto
bus | autobús / camión / bus / guagua | bus / car | Bus | ônibus / autocarro | autobus / pullman
train | tren | train | Zug / Bahn | trem / comboio | treno
subway | metro | métro | U-Bahn | metrô | metro / metropolitana
bike | bici / bicicleta | vélo | Fahrrad / Rad | bicicleta / bike | bici / bicicletta
motorcycle | moto / motocicleta | moto | Motorrad | moto | moto
plane | avión | avion | Flugzeug | avião | aereo
boat | barco / bote / lancha | bateau | Boot / Schiff | barco | barca / nave
traffic | tráfico / tránsito / tráfego | circulation / bouchons | Verkehr / Stau | trânsito | traffico
border | frontera | frontière | Grenze | fronteira | confine
abroad | extranjero | étranger | Ausland | exterior | estero
# nouns: nature, weather and seasons
weather | clima / tiempo | temps / météo | Wetter | tempo / clima | tempo / meteo
sun | sol | soleil | Sonne | sol | sole
rain | lluvia | pluie | Regen | chuva | pioggia
snow | nieve | neige | Schnee | neve | neve
wind | viento | vent | Wind | vento | vento
storm | tormenta | orage / tempête | Gewitter / Sturm | tempestade | temporale / tempesta
thunder | trueno | tonnerre | Donner | trovão | tuono
cloud | nube | nuage | Wolke | nuvem | nuvola
fog | niebla | brouillard | Nebel | neblina / nevoeiro | nebbia
ice | hielo | glace | Eis | gelo | ghiaccio
heat | calor | chaleur | Hitze / Wärme | calor | caldo
cold | frío | froid | Kälte | frio | freddo
temperature | temperatura | température | Temperatur | temperatura | temperatura
sky | cielo | ciel | Himmel | céu | cielo
star | estrella | étoile | Stern | estrela | stella
moon | luna | lune | Mond | lua | luna
earth | tierra | terre | Erde | terra | terra
nature | naturaleza | nature | Natur | natureza | natura
tree | árbol | arbre | Baum | árvore | albero
flower | flor | fleur | Blume | flor | fiore
leaf | hoja | feuille | Blatt / Laub | folha | foglia
grass | pasto / césped / hierba | herbe / gazon | Gras / Rasen | grama / relva | erba / prato
stone | piedra | pierre / caillou | Stein | pedra | pietra / sasso
sand | arena | sable | Sand | areia | sabbia
mud | lodo / barro | boue | Schlamm / Matsch | lama / barro | fango
wave | ola | vague | Welle | onda | onda
season | temporada / estación | saison | Jahreszeit / Saison | estação / temporada | stagione
spring | primavera | printemps | Frühling | primavera | primavera
summer | verano | été | Sommer | verão | estate
autumn | otoño | automne | Herbst | outono | autunno
winter | invierno | hiver | Winter | inverno | inverno
# nouns: animals
animal | animal | animal / bête | Tier | animal / bicho | animale / bestia
dog | perro / perrito / lomito | chien / toutou | Hund | cachorro / cão | cane
puppy | cachorro | chiot | Welpe | filhote | cucciolo
cat | gato / michi | chat / minou | Katze / Kater | gato | gatto / micio
kitten | gatito | chaton | Kätzchen | gatinho | gattino
bird | pájaro / ave | oiseau | Vogel | pássaro / passarinho | uccello
fish | pez | poisson | Fisch | peixe | pesce
horse | caballo | cheval | Pferd | cavalo | cavallo
rabbit | conejo | lapin | Kaninchen / Hase | coelho | coniglio
hamster | hámster | hamster | Hamster | hamster | criceto
turtle | tortuga | tortue | Schildkröte | tartaruga | tartaruga
mouse | ratón | souris | Maus | rato | topo
mosquito | mosquito / zancudo | moustique | Mücke | mosquito / pernilongo | zanzara
fly | mosca | mouche | Fliege | mosca | mosca
ant | hormiga | fourmi | Ameise | formiga | formica
bug | bicho / insecto | insecte / bestiole | Insekt / Käfer | inseto / bicho | insetto
spider | araña | araignée | Spinne | aranha | ragno
flea | pulga | puce | Floh | pulga | pulce
tick | garrapata | tique | Zecke | carrapato | zecca
fur | pelo / pelaje | poils / pelage | Fell / Haare | pelo | pelo / pelliccia
paw | pata | patte | Pfote | pata | zampa
leash | correa | laisse | Leine | coleira / guia | guinzaglio
# nouns: time
time | tiempo | temps | Zeit | tempo | tempo
hour | hora | heure | Stunde | hora | ora
minute | minuto | minute | Minute | minuto | minuto
second | segundo | seconde | Sekunde | segundo | secondo
day | día | jour / journée | Tag | dia | giorno / giornata
week | semana | semaine | Woche | semana | settimana
month | mes | mois | Monat | mês | mese
year | año | an / année | Jahr | ano | anno
decade | década | décennie | Jahrzehnt | década | decennio
morning | mañana | matin / matinée | Morgen / Vormittag | manhã | mattina / mattino
afternoon | tarde | après-midi | Nachmittag | tarde | pomeriggio
evening | noche / tarde | soir / soirée | Abend | noite | sera / serata
night | noche | nuit | Nacht | noite | notte
midnight | medianoche | minuit | Mitternacht | meia-noite | mezzanotte
noon | mediodía | midi | Mittag | meio-dia | mezzogiorno
weekend | fin de semana / finde | week-end / weekend | Wochenende | fim de semana | fine settimana / weekend
holiday | feriado / día festivo | jour férié / fête | Feiertag | feriado | festa / giorno festivo
vacation | vacaciones | vacances | Urlaub / Ferien | férias | vacanze / ferie
date | fecha | date | Datum | data | data
calendar | calendario | calendrier | Kalender | calendário | calendario
monday | lunes | lundi | Montag | segunda / segunda-feira | lunedì
tuesday | martes | mardi | Dienstag | terça / terça-feira | martedì
wednesday | miércoles | mercredi | Mittwoch | quarta / quarta-feira | mercoledì
thursday | jueves | jeudi | Donnerstag | quinta / quinta-feira | giovedì
friday | viernes | vendredi | Freitag | sexta / sexta-feira | venerdì
saturday | sábado | samedi | Samstag / Sonnabend | sábado | sabato
sunday | domingo | dimanche | Sonntag | domingo | domenica
january | enero | janvier | Januar / Jänner | janeiro | gennaio
february | febrero | février | Februar | fevereiro | febbraio
march | marzo | mars | März | março | marzo
april | abril | avril | April | abril | aprile
may | mayo | mai | Mai | maio | maggio
june | junio | juin | Juni | junho | giugno
july | julio | juillet | Juli | julho | luglio
august | agosto | août | August | agosto | agosto
september | septiembre / setiembre | septembre | September | setembro | settembre
october | octubre | octobre | Oktober | outubro | ottobre
november | noviembre | novembre | November | novembro | novembre
december | diciembre | décembre | Dezember | dezembro | dicembre
# numbers and quantities
zero | cero | zéro | null | zero | zero
one | uno | un | eins | um | uno
two | dos | deux | zwei | dois / duas | due
three | tres | trois | drei | três | tre
four | cuatro | quatre | vier | quatro | quattro
five | cinco | cinq | fünf | cinco | cinque
six | seis | six | sechs | seis | sei
seven | siete | sept | sieben | sete | sette
eight | ocho | huit | acht | oito | otto
nine | nueve | neuf | neun | nove | nove
ten | diez | dix | zehn | dez | dieci
eleven | once | onze | elf | onze | undici
twelve | doce | douze | zwölf | doze | dodici
thirteen | trece | treize | dreizehn | treze | tredici
fourteen | catorce | quatorze | vierzehn | catorze / quatorze | quattordici
fifteen | quince | quinze | fünfzehn | quinze | quindici
sixteen | dieciséis | seize | sechzehn | dezesseis / dezasseis | sedici
seventeen | diecisiete | dix-sept | siebzehn | dezessete / dezassete | diciassette
eighteen | dieciocho | dix-huit | achtzehn | dezoito | diciotto
nineteen | diecinueve | dix-neuf | neunzehn | dezenove / dezanove | diciannove
twenty | veinte | vingt | zwanzig | vinte | venti
thirty | treinta | trente | dreißig | trinta | trenta
forty | cuarenta | quarante | vierzig | quarenta | quaranta
fifty | cincuenta | cinquante | fünfzig | cinquenta | cinquanta
sixty | sesenta | soixante | sechzig | sessenta | sessanta
seventy | setenta | soixante-dix | siebzig | setenta | settanta
eighty | ochenta | quatre-vingts / quatre-vingt | achtzig | oitenta | ottanta
ninety | noventa | quatre-vingt-dix | neunzig | noventa | novanta
hundred | cien / ciento | cent | hundert | cem / cento | cento
thousand | mil | mille | tausend | mil | mille / mila
million | millón | million | Million | milhão | milione
half | mitad / medio | moitié / demi | Hälfte / halb | metade / meio | metà / mezzo
quarter | cuarto | quart | Viertel | quarto | quarto
pair | par | paire | Paar | par | paio
dozen | docena | douzaine | Dutzend | dúzia | dozzina
number | número | nombre / numéro | Zahl / Nummer | número | numero
amount | cantidad | quantité | Menge | quantidade | quantità
piece | pedazo / trozo / pieza | morceau / pièce | Stück | pedaço / peça | pezzo
bit | poco / poquito / pizca | peu / brin | bisschen | pouco / pouquinho | po' / pochino
lot | montón / chorro | tas / paquet | Menge / Haufen | monte / bocado | sacco / mucchio
# nouns: more places, travel and life
corner | esquina / rincón | coin | Ecke | esquina / canto | angolo
building | edificio | immeuble / bâtiment | Gebäude / Haus | prédio / edifício | palazzo / edificio
floor | piso / planta | étage | Stock / Etage | andar | piano
entrance | entrada | entrée | Eingang | entrada | ingresso / entrata
exit | salida | sortie | Ausgang | saída | uscita
parking | estacionamiento / parking | parking | Parkplatz | estacionamento | parcheggio
sidewalk | banqueta / acera | trottoir | Bürgersteig | calçada | marciapiede
bridge | puente | pont | Brücke | ponte | ponte
port | puerto | port | Hafen | porto | porto
farm | granja / rancho | ferme | Bauernhof | fazenda / sítio | fattoria
vegetable garden | huerta / huerto | potager | Gemüsegarten | horta | orto
playground | parque infantil / juegos | aire de jeux | Spielplatz | parquinho | parco giochi
zoo | zoológico / zoo | zoo | Zoo | zoológico | zoo
mass | misa | messe | Gottesdienst / Messe | missa | messa
kindergarten | kínder / jardín de niños / guardería | maternelle / crèche | Kindergarten / Kita | creche / jardim de infância | asilo / scuola materna
high school | prepa / bachillerato / instituto | lycée | Gymnasium / Oberschule | ensino médio / colégio | liceo
college | universidad / facultad | fac / université | Uni / Hochschule | faculdade | università
campus | campus | campus | Campus | campus | campus
classroom | salón de clases / aula | salle de classe | Klassenzimmer | sala de aula | aula
factory | fábrica | usine | Fabrik | fábrica | fabbrica
store window | vitrina / escaparate / aparador | vitrine | Schaufenster | vitrine | vetrina
checkout | caja | caisse | Kasse | caixa | cassa
line | fila / cola | queue / file | Schlange | fila | fila / coda
mail | correo / correspondencia | courrier | Post | correio | posta
letter | carta | lettre | Brief | carta | lettera
package | paquete | colis / paquet | Paket | pacote / encomenda | pacco
address | dirección / domicilio | adresse | Adresse | endereço | indirizzo
postal code | código postal | code postal | Postleitzahl / PLZ | cep / código postal | cap / codice postale
world | mundo | monde | Welt | mundo | mondo
trip home | regreso | retour | Rückfahrt / Rückreise | volta | ritorno
reservation | reservación / reserva | réservation | Reservierung / Buchung | reserva | prenotazione
view | vista | vue | Aussicht / Blick | vista | vista
journey | trayecto / recorrido | trajet / parcours | Strecke / Fahrt | trajeto / percurso | tragitto / percorso
walk | paseo / caminata | promenade / balade | Spaziergang | passeio / caminhada | passeggiata
run | carrera | course | Lauf | corrida | corsa
jog | trote | jogging / footing | Joggen | corrida | corsetta
lap | vuelta | tour | Runde | volta | giro
# nouns: more weather, nature and animals
rainbow | arcoíris | arc-en-ciel | Regenbogen | arco-íris | arcobaleno
lightning | relámpago / rayo | éclair | Blitz | relâmpago / raio | fulmine / lampo
hail | granizo | grêle | Hagel | granizo | grandine
frost | helada / escarcha | gel / givre | Frost | geada | gelo / brina
drought | sequía | sécheresse | Dürre | seca | siccità
heat wave | ola de calor | canicule | Hitzewelle | onda de calor | ondata di caldo
shade | sombra | ombre | Schatten | sombra | ombra
sunlight | luz del sol | lumière du soleil | Sonnenlicht | luz do sol | luce del sole
air | aire | air | Luft | ar | aria
fire | fuego | feu | Feuer | fogo | fuoco
smoke | humo | fumée | Rauch | fumaça | fumo
rock | roca / piedra | rocher / roche | Felsen / Stein | rocha / pedra | roccia
branch | rama | branche | Ast / Zweig | galho / ramo | ramo
root | raíz | racine | Wurzel | raiz | radice
seed | semilla | graine | Samen | semente | seme
pet | mascota | animal de compagnie | Haustier | animal de estimação / pet | animale domestico
cow | vaca | vache | Kuh | vaca | mucca
pig | cerdo / puerco / chancho | cochon | Schwein | porco | maiale
sheep | oveja | mouton | Schaf | ovelha | pecora
goat | cabra | chèvre | Ziege | cabra | capra
duck | pato | canard | Ente | pato | anatra
bee | abeja | abeille | Biene | abelha | ape
butterfly | mariposa | papillon | Schmetterling | borboleta | farfalla
snake | serpiente / víbora | serpent | Schlange | cobra | serpente
frog | rana | grenouille | Frosch | sapo / rã | rana
cockroach | cucaracha | cafard / blatte | Kakerlake | barata | scarafaggio
lice | piojos | poux | Läuse | piolhos | pidocchi
worm | gusano | ver | Wurm | minhoca / verme | verme
wolf | lobo | loup | Wolf | lobo | lupo
bear | oso | ours | Bär | urso | orso
parrot | perico / loro | perroquet | Papagei / Wellensittich | papagaio | pappagallo
# nouns: more work, money, school and leisure
shopping | compras | shopping / courses | Einkaufen / Shopping | compras | shopping / acquisti
sale | rebaja / oferta / descuento | soldes / promo | Rabatt / Angebot / Ausverkauf | promoção / liquidação | saldi / sconto / offerta
bargain | ganga / chollo / oferta | bonne affaire | Schnäppchen | pechincha | affare
loan | préstamo | prêt | Kredit / Darlehen | empréstimo | prestito
debt | deuda | dette | Schulden | dívida | debito
card payment | pago con tarjeta | paiement par carte | Kartenzahlung | pagamento com cartão | pagamento con carta
installments | meses sin intereses / cuotas / plazos | paiement en plusieurs fois | Ratenzahlung / Raten | parcelas / prestações | rate
discount code | código / cupón | code promo | Gutschein / Rabattcode | cupom | codice sconto
gift card | tarjeta de regalo | carte cadeau | Geschenkkarte / Gutschein | vale-presente / cartão-presente | carta regalo / buono regalo
voucher | vale | bon | Gutschein | vale | buono
fee | cargo / comisión | frais | Gebühr | taxa / tarifa | commissione / spesa
VAT | iva | tva | MwSt / Mehrwertsteuer | iva / imposto | iva
warranty | garantía | garantie | Garantie | garantia | garanzia
complaint | queja / reclamo / reclamación | plainte / réclamation | Beschwerde / Reklamation | reclamação | reclamo / lamentela
refund | reembolso / devolución | remboursement | Erstattung / Rückerstattung | reembolso / estorno | rimborso
size chart | tabla de tallas / guía de tallas | guide des tailles | Größentabelle | tabela de medidas | tabella taglie / guida alle taglie
measurements | medidas | mesures / dimensions | Maße | medidas | misure
color | color | couleur | Farbe | cor | colore
material | material / tela | matière / tissu | Material / Stoff | material / tecido | materiale / tessuto
design | diseño | design / motif | Design / Muster | design / estampa | design / fantasia
style | estilo | style | Stil | estilo | stile
fashion | moda | mode | Mode | moda | moda
trend | tendencia | tendance | Trend | tendência | tendenza
gift wrap | envoltura de regalo / papel de regalo | papier cadeau / paquet cadeau | Geschenkpapier | papel de presente / embrulho | carta regalo / pacchetto regalo
lesson | lección / clase | leçon / cours | Stunde / Lektion | aula / lição | lezione
test | prueba / examen | test / épreuve | Test / Prüfung | teste / prova | test / prova
report card | boleta / libreta de calificaciones | bulletin | Zeugnis | boletim | pagella
recess | recreo | récré / récréation | Pause | recreio | ricreazione
vacation days | vacaciones | congés | Urlaub | férias | ferie
day off | día libre / día de descanso | jour de repos / congé | freier Tag | folga / dia de folga | giorno libero
overtime | horas extra | heures sup | Überstunden | hora extra | straordinario
career | carrera | carrière | Karriere | carreira | carriera
business | negocio | affaire / entreprise | Geschäft | negócio | attività / affari
customer service | atención al cliente / servicio al cliente | service client | Kundenservice | atendimento / sac | servizio clienti
concert | concierto | concert | Konzert | show / concerto | concerto
festival | festival / feria | festival | Festival | festival | festival / sagra
board game | juego de mesa | jeu de société | Brettspiel / Gesellschaftsspiel | jogo de tabuleiro | gioco da tavolo
puzzle | rompecabezas | puzzle | Puzzle | quebra-cabeça | puzzle
cards | cartas / baraja | cartes | Karten | cartas / baralho | carte
crafts | manualidades | loisirs créatifs / bricolage | Basteln | artesanato | lavoretti / bricolage
diy | bricolaje | bricolage | Heimwerken | faça você mesmo | fai da te
cooking | cocina | cuisine | Kochen | culinária | cucina
baking | repostería | pâtisserie | Backen | confeitaria | pasticceria
golf | golf | golf | Golf | golfe | golf
skiing | esquí | ski | Skifahren / Ski | esqui | sci
surfing | surf | surf | Surfen | surfe | surf
boxing | box / boxeo | boxe | Boxen | boxe | boxe / pugilato
martial arts | artes marciales | arts martiaux | Kampfsport | artes marciais | arti marziali
gymnastics | gimnasia | gymnastique | Turnen | ginástica | ginnastica
skateboarding | patineta / skate | skate | Skateboarden | skate | skateboard
league | liga | ligue / championnat | Liga | liga / campeonato | campionato / lega
championship | campeonato | championnat | Meisterschaft | campeonato | campionato
training | entrenamiento / entreno | entraînement | Training | treino | allenamento
goal | gol / meta | but / objectif | Tor / Ziel | gol / meta | gol / obiettivo
`;
