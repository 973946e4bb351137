/**
 * General vocabulary (see ../general.ts) of a home as it is repaired and rented, and of handling things (issue 16,
 * 2026): the fixtures and parts a shopper names when something in a house broke (a knob, a hinge, a drain and its
 * stopper, a hole in the wall and what fills it), renting (landlord, tenant, deposit, lease), parts of clothes and
 * bags, games and pastimes told in a situation, and the verbs of handling things (get caught, rip out, bump into,
 * wobble, shuffle, stir, lead a game, make up). Written for Aisle from general knowledge of the five languages, with
 * regional words side by side ("pomo / perilla", "casero / arrendador"); no corpus or list was copied and no entry was
 * taken from an evaluation file.
 */
export const REPAIRS = `
# nouns: fixtures, repairs and renting
hinge | bisagra | charnière / gond | Scharnier | dobradiça | cardine
doorknob | pomo de la puerta / perilla de la puerta / manija de la puerta | poignée de porte | Türknauf / Türklinke | maçaneta | pomello della porta / maniglia della porta
knob | pomo / perilla | bouton | Knauf | puxador | pomello / manopola
hole | agujero / hoyo / boquete | trou | Loch | buraco / furo | buco
crack | grieta / fisura | fissure / fente | Riss | rachadura / fissura | crepa
edge | borde / orilla / canto | bord | Rand / Kante | borda / beira | bordo
plaster | yeso | plâtre | Gips / Putz | gesso | gesso / intonaco
spackle | masilla / resanador | enduit de rebouchage / enduit | Spachtelmasse | massa corrida | stucco
tile | azulejo / baldosa | carreau / carrelage | Fliese / Kachel | azulejo / ladrilho | piastrella
grout | lechada / boquilla | joint de carrelage | Fugenmasse | rejunte | stucco per fughe
stopper | tapón | bouchon / bonde | Stöpsel | tampão | tappo
drain | desagüe / coladera | évacuation / bonde | Abfluss | ralo | scarico
overflow | rebosadero | trop-plein | Überlauf | ladrão | troppopieno
pipe | tubo / tubería / caño | tuyau | Rohr | cano | tubo
leak | fuga / gotera | fuite | Leck | vazamento / goteira | perdita
bracket | soporte / escuadra | équerre / support | Halterung / Winkel | suporte | staffa
chrome | cromado | chromé / chrome | Chrom / verchromt | cromado | cromato / cromo
landlord | casero / arrendador | propriétaire / proprio | Vermieter | senhorio | padrone di casa
tenant | inquilino / arrendatario | locataire | Mieter | inquilino | inquilino
deposit | fianza / depósito | caution / dépôt de garantie | Kaution | caução | cauzione / deposito
lease | contrato de alquiler / contrato de arrendamiento | bail | Mietvertrag | contrato de aluguel | contratto d'affitto
contract | contrato | contrat | Vertrag | contrato | contratto
# nouns: parts of clothes and bags, games and pastimes
buckle | hebilla | boucle | Schnalle / Gürtelschnalle | fivela | fibbia
strap | correa / tira | sangle | Riemen / Gurt | tira / correia | cinghia
shoulder strap | bandolera | bandoulière | Schultergurt / Umhängegurt | alça transversal | tracolla
belly button | ombligo | nombril | Bauchnabel / Nabel | umbigo | ombelico
hem | dobladillo / bastilla | ourlet | Saum | bainha | orlo
sleeve | manga | manche | Ärmel | manga | manica
pocket | bolsillo / bolsa | poche | Tasche / Hosentasche | bolso | tasca
kingdom | reino | royaume | Königreich | reino | regno
role-playing game | juego de rol | jeu de rôle | Rollenspiel | jogo de RPG / RPG | gioco di ruolo
tarot | tarot | tarot | Tarot | tarô | tarocchi
deck of cards | baraja | jeu de cartes | Kartenspiel / Kartendeck | baralho | mazzo di carte
degree | grado | degré | Grad | grau | grado
# verbs: handling things and what happens to them
get caught | engancharse / atorarse | s'accrocher / se prendre | sich verfangen / hängen bleiben | enganchar / prender | impigliarsi
rip out | arrancar | arracher | ausreißen / herausreißen | arrancar | strappare via
bump into | golpearse / pegarse | se cogner | anstoßen / stoßen | bater / esbarrar | sbattere
wobble | tambalearse / bambolearse | vaciller / branler | wackeln | balançar / bambolear | traballare / dondolare
toss and turn | dar vueltas en la cama | se retourner | sich wälzen | se revirar | rigirarsi
shuffle | barajar | battre les cartes / mélanger | mischen | embaralhar | mescolare
stir | remover / revolver | remuer / brasser | umrühren / rühren | mexer | girare / rimestare
lead | dirigir / llevar | mener / animer | leiten | conduzir / mestrar | condurre / guidare
invent | inventar | inventer | erfinden / ausdenken | inventar | inventare
peel off | despegarse / pelarse | se décoller | sich ablösen | descolar / soltar | staccarsi
`;
